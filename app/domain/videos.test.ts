import { describe, expect, it } from "vitest";

import {
  isValidVideoUrl,
  normalizeVideoUrl,
  parseDisplayOrder,
  parseVideoUrl,
  parseYouTubeStart,
  videoEmbedUrl,
  videoTypeOf,
} from "./videos";

const ID = "dQw4w9WgXcQ";
const YT_EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe("YouTube watch links ({host}/watch?v=ID)", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch/?v=${ID}`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
  ])("accepts %s", (url) => {
    expect(parseVideoUrl(url)).toEqual({ type: "youtube", id: ID, embedUrl: YT_EMBED });
  });

  it("ignores extra parameters before or after v", () => {
    expect(videoEmbedUrl(`https://www.youtube.com/watch?v=${ID}&list=PL123&index=2&ab_channel=Rick`)).toBe(
      YT_EMBED,
    );
    expect(videoEmbedUrl(`https://www.youtube.com/watch?feature=share&v=${ID}`)).toBe(YT_EMBED);
    expect(videoEmbedUrl(`https://www.youtube.com/watch?v=${ID}#comments`)).toBe(YT_EMBED);
    expect(videoEmbedUrl(`https://www.youtube.com/watch?v=${ID}&si=abcDEF123`)).toBe(YT_EMBED);
  });

  it("keeps a start offset from t= or start=", () => {
    expect(videoEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=42s`)).toBe(`${YT_EMBED}?start=42`);
    expect(videoEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toBe(`${YT_EMBED}?start=90`);
    expect(videoEmbedUrl(`https://www.youtube.com/watch?v=${ID}&start=15`)).toBe(`${YT_EMBED}?start=15`);
    expect(videoEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=nonsense`)).toBe(YT_EMBED);
  });

  it.each([
    ["no v parameter", "https://www.youtube.com/watch"],
    ["empty v", "https://www.youtube.com/watch?v="],
    ["v too short", "https://www.youtube.com/watch?v=abc"],
    ["v too long", `https://www.youtube.com/watch?v=${ID}x`],
    ["v with bad characters", "https://www.youtube.com/watch?v=dQw4w9WgX%3C"],
    ["not /watch", `https://www.youtube.com/embed/${ID}`],
    ["a channel page", "https://www.youtube.com/@somechannel"],
    ["the home page", "https://www.youtube.com/"],
    ["shorts", `https://www.youtube.com/shorts/${ID}`],
    ["a deeper watch path", `https://www.youtube.com/watch/extra?v=${ID}`],
    ["the music host", `https://music.youtube.com/watch?v=${ID}`],
    ["the nocookie host", `https://www.youtube-nocookie.com/embed/${ID}`],
  ])("refuses %s", (_label, url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe("YouTube short links (youtu.be/ID)", () => {
  it.each([
    `https://youtu.be/${ID}`,
    `http://youtu.be/${ID}`,
    `youtu.be/${ID}`,
    `https://youtu.be/${ID}/`,
    `https://youtu.be/${ID}?si=Zx_1`,
  ])("accepts %s", (url) => {
    expect(parseVideoUrl(url)).toEqual({ type: "youtube", id: ID, embedUrl: YT_EMBED });
  });

  it("keeps ?t= as the start offset", () => {
    expect(videoEmbedUrl(`https://youtu.be/${ID}?t=30`)).toBe(`${YT_EMBED}?start=30`);
    expect(videoEmbedUrl(`https://youtu.be/${ID}?t=1h2m3s`)).toBe(`${YT_EMBED}?start=3723`);
    expect(videoEmbedUrl(`https://youtu.be/${ID}?t=0`)).toBe(YT_EMBED);
  });

  it.each([
    ["no id", "https://youtu.be/"],
    ["a short id", "https://youtu.be/abc"],
    ["an extra segment", `https://youtu.be/${ID}/extra`],
    ["www.youtu.be", `https://www.youtu.be/${ID}`],
    ["the id in the query", `https://youtu.be/?v=${ID}`],
  ])("refuses %s", (_label, url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe("Vimeo", () => {
  it.each([
    ["https://vimeo.com/123456", "https://player.vimeo.com/video/123456"],
    ["https://www.vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["http://vimeo.com/76979871/", "https://player.vimeo.com/video/76979871"],
    ["vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871?share=copy", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
    [
      "https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1",
      "https://player.vimeo.com/video/76979871?h=8272103f6e",
    ],
    ["https://vimeo.com/76979871/8272103f6e", "https://player.vimeo.com/video/76979871?h=8272103f6e"],
  ])("accepts %s", (url, embed) => {
    expect(parseVideoUrl(url)).toEqual({
      type: "vimeo",
      id: embed.replace(/^.*\/video\/(\d+).*$/, "$1"),
      embedUrl: embed,
    });
  });

  it.each([
    ["no id", "https://vimeo.com/"],
    ["a name instead of an id", "https://vimeo.com/staff"],
    ["a channel path", "https://vimeo.com/channels/staffpicks/76979871"],
    ["a leading zero", "https://vimeo.com/0123"],
    ["a bad unlisted hash", "https://vimeo.com/76979871/<script>"],
    ["player without /video", "https://player.vimeo.com/76979871"],
    ["player with a name", "https://player.vimeo.com/video/abc"],
    ["another vimeo subdomain", "https://api.vimeo.com/76979871"],
    ["a hash query with bad characters", "https://player.vimeo.com/video/76979871?h=%22onload%3D"],
  ])("refuses %s", (_label, url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe("everything else is invalid", () => {
  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["plain text", "my great video"],
    ["javascript: URL", "javascript:alert(1)"],
    ["javascript: with a youtube-looking tail", `javascript://www.youtube.com/watch?v=${ID}`],
    ["data: URL", "data:text/html,<script>alert(1)</script>"],
    ["ftp", `ftp://www.youtube.com/watch?v=${ID}`],
    ["protocol-relative", `//www.youtube.com/watch?v=${ID}`],
    ["lookalike host suffix", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["lookalike host prefix", `https://evilyoutube.com/watch?v=${ID}`],
    ["lookalike youtu.be", `https://youtu.be.evil.example/${ID}`],
    ["lookalike vimeo", "https://vimeo.com.evil.example/123456"],
    ["host in the path", `https://evil.example/www.youtube.com/watch?v=${ID}`],
    ["credentials trick", `https://www.youtube.com@evil.example/watch?v=${ID}`],
    ["credentials on the real host", `https://user:pass@www.youtube.com/watch?v=${ID}`],
    ["a port", `https://www.youtube.com:8443/watch?v=${ID}`],
    ["a trailing dot host", `https://www.youtube.com./watch?v=${ID}`],
    ["whitespace inside", `https://www.youtube.com/watch?v=${ID} extra`],
    ["another video site", "https://www.dailymotion.com/video/x7tgad0"],
    ["over-long", `https://www.youtube.com/watch?v=${ID}&x=${"a".repeat(3000)}`],
  ])("%s", (_label, url) => {
    expect(parseVideoUrl(url)).toBeNull();
    expect(isValidVideoUrl(url)).toBe(false);
    expect(videoTypeOf(url)).toBeNull();
    expect(videoEmbedUrl(url)).toBeNull();
  });

  it("refuses a non-string at run time", () => {
    expect(parseVideoUrl(undefined as unknown as string)).toBeNull();
  });
});

describe("videoTypeOf", () => {
  it("derives youtube or vimeo from the URL", () => {
    expect(videoTypeOf(`https://youtu.be/${ID}`)).toBe("youtube");
    expect(videoTypeOf(`https://m.youtube.com/watch?v=${ID}`)).toBe("youtube");
    expect(videoTypeOf("https://vimeo.com/123456")).toBe("vimeo");
    expect(videoTypeOf("https://player.vimeo.com/video/123456")).toBe("vimeo");
  });
});

describe("normalizeVideoUrl", () => {
  it("trims and adds https:// when the scheme is missing", () => {
    expect(normalizeVideoUrl(`  youtu.be/${ID} `)).toBe(`https://youtu.be/${ID}`);
    expect(normalizeVideoUrl("https://vimeo.com/1")).toBe("https://vimeo.com/1");
    expect(normalizeVideoUrl("http://vimeo.com/1")).toBe("http://vimeo.com/1");
  });
  it("leaves other schemes alone (they stay invalid)", () => {
    expect(normalizeVideoUrl("javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(normalizeVideoUrl("")).toBe("");
  });
});

describe("parseYouTubeStart", () => {
  it.each([
    ["42", 42],
    ["42s", 42],
    ["1m", 60],
    ["2m5s", 125],
    ["1h", 3600],
    ["0", null],
    ["", null],
    ["abc", null],
    ["-5", null],
    [null, null],
  ] as const)("%s → %s", (input, expected) => {
    expect(parseYouTubeStart(input)).toBe(expected);
  });
});

describe("parseDisplayOrder (integer, falling back to 0)", () => {
  it.each([
    ["3", 3],
    [" 12 ", 12],
    ["-2", -2],
    ["+4", 4],
    ["0", 0],
    ["-0", 0],
    ["3.7", 3],
    ["7abc", 7],
    ["", 0],
    ["   ", 0],
    ["abc", 0],
    ["NaN", 0],
    ["Infinity", 0],
    ["1e3", 1],
    ["99999999999999999999", 1_000_000],
    ["-99999999999999999999", -1_000_000],
    [5, 5],
    [5.9, 5],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [undefined, 0],
    [null, 0],
  ] as const)("%s → %s", (input, expected) => {
    expect(parseDisplayOrder(input)).toBe(expected);
  });
});
