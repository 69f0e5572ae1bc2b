import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A post of `intent` (with the row's `id`) that asks `confirm()` first. Without JavaScript the
 * form posts at once, so a page that must confirm without it links to its own confirmation step.
 */
export function ConfirmForm({
  intent,
  id,
  question,
  children,
}: {
  intent: string;
  id: string;
  question: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      onSubmit={(e) => {
        if (!confirm(question)) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}
