import { describe, expect, it } from "vitest";

import { renderGrantMail } from "../../domain/dataroom/grant-mail";
import { GRANT_MAIL_TEXTS } from "./texts";

describe("the mail for a data-room document given to an investor", () => {
  it("names the company and the document, links it, and escapes both in HTML", () => {
    const mail = renderGrantMail({
      texts: GRANT_MAIL_TEXTS,
      investorName: "Ann",
      companyName: "Smit & Zn",
      documentName: "<Cap table>",
      url: "https://investors.example.com/public/smit/data-room/d1",
    });
    expect(mail.subject).toBe("Smit & Zn shared '<Cap table>' with you");
    expect(mail.text).toMatch(/^Hello Ann,\n\nSmit & Zn has given you access to '<Cap table>'/);
    expect(mail.text).toContain("https://investors.example.com/public/smit/data-room/d1");
    expect(mail.html).toContain("Smit &amp; Zn has given you access to &#39;&lt;Cap table&gt;&#39;");
    expect(mail.html).toContain("Open the document");
    expect(mail.html).not.toContain("<Cap table>");
  });
});
