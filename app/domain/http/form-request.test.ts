import { describe, expect, it } from "vitest";

import { checkFormRequest, multipartBoundary } from "./form-request";

describe("checkFormRequest", () => {
  it("accepts the two encodings of an HTML form post", () => {
    expect(checkFormRequest("POST", "application/x-www-form-urlencoded")).toEqual({ ok: true });
    expect(checkFormRequest("post", "application/x-www-form-urlencoded; charset=UTF-8")).toEqual({
      ok: true,
    });
    expect(checkFormRequest("POST", "multipart/form-data; boundary=----WebKitFormBoundaryAbC123")).toEqual({
      ok: true,
    });
    expect(checkFormRequest("POST", 'Multipart/Form-Data; boundary="a b c"')).toEqual({ ok: true });
  });

  it("refuses other methods with 405", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "GET"]) {
      expect(checkFormRequest(method, "application/x-www-form-urlencoded")).toEqual({
        ok: false,
        status: 405,
        reason: "method",
      });
    }
  });

  it("refuses a body that is not a form with 400", () => {
    for (const type of [
      null,
      "",
      "application/json",
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencodedx",
      "multipart/mixed; boundary=x",
    ]) {
      expect(checkFormRequest("POST", type)).toEqual({
        ok: false,
        status: 400,
        reason: "content-type",
      });
    }
  });

  it("refuses multipart without a usable boundary", () => {
    for (const type of [
      "multipart/form-data",
      "multipart/form-data;",
      "multipart/form-data; boundary=",
      `multipart/form-data; boundary=${"x".repeat(71)}`,
      'multipart/form-data; boundary=""',
    ]) {
      expect(checkFormRequest("POST", type)).toEqual({
        ok: false,
        status: 400,
        reason: "boundary",
      });
    }
  });
});

describe("multipartBoundary", () => {
  it("reads quoted and bare boundaries", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc")).toBe("abc");
    expect(multipartBoundary('multipart/form-data; boundary="a:b"; charset=utf-8')).toBe("a:b");
    expect(multipartBoundary("multipart/form-data; charset=utf-8; BOUNDARY=xyz")).toBe("xyz");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
  });
});
