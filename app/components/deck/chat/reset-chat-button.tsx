import { Form } from "@remix-run/react";

/** 'Reset Chat' (docs/product.md#pitch-deck-chat): a post, so it works without JavaScript; the page's button style. */
export function ResetChatButton({ className }: { className: string }) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value="reset" />
      <button type="submit" className={className}>
        Reset Chat
      </button>
    </Form>
  );
}
