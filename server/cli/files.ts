import { readFile } from 'node:fs/promises';
import * as z from 'zod';

/** A file a command names, as the CLI read it: its text, or why it could not be read. */
export const sentFile = z.union([z.object({ text: z.string() }), z.object({ error: z.string() })]);
export type SentFile = z.infer<typeof sentFile>;
export type SentFiles = Record<string, SentFile>;

/**
 * Reads the files a command names, relative to this process's working directory, before the command runs:
 * in the server (which never opens a path the terminal names) or here, the same text either way.
 */
export async function readNamedFiles(names: readonly string[]): Promise<SentFiles> {
  const files: SentFiles = {};
  for (const name of names) {
    try {
      files[name] = { text: await readFile(name, 'utf8') };
    } catch (error) {
      // the command says it as it would have: "Could not read <file>: <why>"
      files[name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return files;
}

/** CliIo.readFile over the files the CLI read; a name it did not send is no file at all. */
export function readSentFile(files: SentFiles): (name: string) => Promise<string> {
  return async (name) => {
    const file = Object.hasOwn(files, name) ? files[name] : undefined;
    if (!file) throw new Error(`${name} was not sent with the command`);
    if ('error' in file) throw new Error(file.error);
    return file.text;
  };
}
