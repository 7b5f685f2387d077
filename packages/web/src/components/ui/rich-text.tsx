import type { MessageId, MessageValues } from '@scoreline/shared';
import { Fragment, type ReactElement, type ReactNode, cloneElement } from 'react';
import { t } from '../../lib/i18n';

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;
const VALUE = /\uE000(\d+)\uE000/g;

/**
 * A translated sentence with elements inside it, so no sentence is cut in pieces for the translators:
 * `<RichText id="<0>Sign in</0> to join {group}." values={{ group }} parts={[<Link to="/login" />]} />`.
 * `<0>…</0>` wraps its text in the part, `<0/>` places the part itself. Values are placed after the tags are
 * read, so a name holding "<0>" stays text.
 */
export function RichText({ id, values, parts }: { id: MessageId; values?: MessageValues; parts: ReactElement[] }) {
  // Text values are marked and placed last; numbers go through the message (its plurals need them).
  const names = Object.keys(values ?? {});
  const marked = Object.fromEntries(
    names.map((name, index) => [name, typeof values?.[name] === 'string' ? `\uE000${index}\uE000` : values?.[name]]),
  );
  const text = t(id, marked);
  const withValues = (piece: string, key: string): ReactNode[] =>
    piece
      .split(VALUE)
      .map((chunk, index) =>
        index % 2 === 1 ? <Fragment key={`${key}v${index}`}>{String(values?.[names[Number(chunk)]!] ?? '')}</Fragment> : chunk,
      );
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    nodes.push(...withValues(text.slice(last, match.index), `t${last}`));
    const part = parts[Number(match[1] ?? match[3])];
    const key = `p${match.index}`;
    if (part)
      nodes.push(match[1] !== undefined ? cloneElement(part, { key }, ...withValues(match[2] ?? '', key)) : cloneElement(part, { key }));
    last = match.index + match[0].length;
  }
  nodes.push(...withValues(text.slice(last), `t${last}`));
  return <>{nodes}</>;
}
