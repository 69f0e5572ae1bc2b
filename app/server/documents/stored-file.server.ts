/**
 * A stored file read by byte ranges (app/domain/workbook/ranges.ts): a workbook step reads the
 * zip's directory from the end and then only the entries it inflates, each streamed from R2,
 * so no step downloads or holds the whole file.
 */
import type { ByteSource } from "../../domain/workbook/ranges";

/** The file at `key` read by ranges; null when it is gone. */
export async function storedFileSource(files: R2Bucket, key: string): Promise<ByteSource | null> {
  const head = await files.head(key);
  if (!head) return null;
  const range = async (offset: number, length: number) => {
    const object = await files.get(key, { range: { offset, length } });
    if (!object) throw new Error("the file is missing from storage");
    return object;
  };
  return {
    size: head.size,
    read: async (offset, length) =>
      length > 0 ? new Uint8Array(await (await range(offset, length)).arrayBuffer()) : new Uint8Array(0),
    stream: async (offset, length) =>
      length > 0 ? (await range(offset, length)).body : new Blob([]).stream(),
  };
}
