/**
 * A guest email as one list of blocks, written twice from it: as plain text and as HTML, so the
 * two parts of the multipart/alternative message say the same thing. The HTML is React elements
 * rendered once to static markup (react-dom/server; the project's own React, no email framework):
 * table layout, inline styles, no script, no remote image, `lang` and `dir` set, a width that
 * shrinks to 360 px, and colours that read in light and dark mode.
 */
import { createElement as h } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A paragraph (its lines), the facts (label, value), a titled list, link lines, or links drawn as buttons. */
export type Block =
  | { kind: 'text'; lines: string[]; strong?: boolean }
  | { kind: 'facts'; rows: Array<[string, string]> }
  | { kind: 'list'; title: string; items: string[] }
  | { kind: 'links'; rows: Array<{ label: string; text: string; href: string }> }
  | { kind: 'buttons'; rows: Array<{ text: string; href: string }> };

export function layoutText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'text':
          return block.lines.join('\n');
        case 'facts':
          return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
        case 'list':
          return [block.title, ...block.items.map((item) => `• ${item}`)].join('\n');
        case 'links':
          return block.rows
            .map((row) => `${row.label}: ${row.text}${row.href === row.text ? '' : ` <${row.href}>`}`)
            .join('\n');
        case 'buttons':
          return block.rows.map((row) => `${row.text}: ${row.href}`).join('\n');
      }
    })
    .join('\n\n');
}

// Mid-tone colours on a light card: legible as they are, and still legible when a dark-mode
// client inverts or keeps them; the dark media query (Apple Mail, Outlook apps) sets its own.
const INK = '#1f2328';
const MUTED = '#57606a';
const ACCENT = '#8a5a12';
const CARD = '#ffffff';
const PAGE = '#f3efe8';
const BUTTON = '#8a5a12';
const ON_BUTTON = '#ffffff';
const FONT = "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const cell: CSSProperties = {
  padding: '0 24px 16px',
  fontFamily: FONT,
  fontSize: '16px',
  lineHeight: '24px',
  color: INK,
  wordBreak: 'break-word',
  overflowWrap: 'anywhere',
};

function row(content: ReactNode, key: number, style: CSSProperties = cell): ReactNode {
  return h('tr', { key }, h('td', { style }, content));
}

function blockElement(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'text':
      return row(
        block.lines.map((line, i) =>
          h('p', { key: i, style: { margin: '0 0 8px', fontWeight: block.strong ? 600 : 400 } }, line),
        ),
        key,
      );
    case 'facts':
      return row(
        h(
          'table',
          {
            role: 'presentation',
            width: '100%',
            cellPadding: 0,
            cellSpacing: 0,
            style: { borderCollapse: 'collapse', width: '100%' },
          },
          h(
            'tbody',
            null,
            block.rows.map(([label, value], i) =>
              h(
                'tr',
                { key: i },
                h(
                  'td',
                  {
                    className: 'muted',
                    style: {
                      padding: '6px 0',
                      borderTop: '1px solid #d8d0c4',
                      color: MUTED,
                      fontSize: '14px',
                      lineHeight: '20px',
                      fontFamily: FONT,
                    },
                  },
                  label,
                  h('br'),
                  h(
                    'span',
                    { className: 'ink', style: { color: INK, fontSize: '16px', lineHeight: '24px', fontWeight: 600 } },
                    value,
                  ),
                ),
              ),
            ),
          ),
        ),
        key,
      );
    case 'list':
      return row(
        [
          h('p', { key: 't', style: { margin: '0 0 8px', fontWeight: 600 } }, block.title),
          h(
            'ul',
            { key: 'l', style: { margin: 0, paddingLeft: '20px' } },
            block.items.map((item, i) => h('li', { key: i, style: { margin: '0 0 4px' } }, item)),
          ),
        ],
        key,
      );
    case 'links':
      return row(
        block.rows.map((link, i) =>
          h(
            'p',
            { key: i, style: { margin: '0 0 8px' } },
            `${link.label}: `,
            h('a', { href: link.href, style: { color: ACCENT, textDecoration: 'underline' } }, link.text),
          ),
        ),
        key,
      );
    case 'buttons':
      // Padded inline-block links: a tap target of 44 px that every client draws, with no image.
      return row(
        block.rows.map((link, i) =>
          h(
            'a',
            {
              key: i,
              href: link.href,
              className: 'button',
              style: {
                display: 'inline-block',
                margin: '0 8px 8px 0',
                padding: '10px 20px',
                borderRadius: '6px',
                background: BUTTON,
                color: ON_BUTTON,
                fontWeight: 600,
                lineHeight: '24px',
                textDecoration: 'none',
              },
            },
            link.text,
          ),
        ),
        key,
      );
  }
}

const DARK = `@media (prefers-color-scheme: dark) {
  .page { background: #15181c !important; }
  .card { background: #22262b !important; }
  .card td, .card p, .card li, .card h1, .ink { color: #e8e4dc !important; }
  .muted { color: #a9a39a !important; }
  .card a { color: #e0b866 !important; }
  .card a.button { background: #e0b866 !important; color: #15181c !important; }
}`;

/** The whole HTML document: `title` is the heading, `blocks` the body, `footer` the hotel block. */
export function layoutHtml(options: {
  lang: string;
  subject: string;
  hotelName: string;
  blocks: readonly Block[];
}): string {
  const { lang, subject, hotelName, blocks } = options;
  const body = h(
    'table',
    {
      role: 'presentation',
      className: 'page',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      style: { width: '100%', background: PAGE, borderCollapse: 'collapse' },
    },
    h(
      'tbody',
      null,
      h(
        'tr',
        null,
        h(
          'td',
          { align: 'center', style: { padding: '16px 8px' } },
          h(
            'table',
            {
              role: 'presentation',
              className: 'card',
              width: '100%',
              cellPadding: 0,
              cellSpacing: 0,
              style: {
                width: '100%',
                maxWidth: '600px',
                background: CARD,
                borderCollapse: 'collapse',
                borderRadius: '8px',
              },
            },
            h(
              'tbody',
              null,
              row(hotelName, -2, {
                padding: '20px 24px 4px',
                fontFamily: FONT,
                fontSize: '14px',
                lineHeight: '20px',
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                color: ACCENT,
                fontWeight: 700,
              }),
              row(
                h(
                  'h1',
                  { style: { margin: 0, fontSize: '20px', lineHeight: '28px', fontWeight: 700, color: INK } },
                  subject,
                ),
                -1,
                { padding: '0 24px 16px', fontFamily: FONT },
              ),
              blocks.map(blockElement),
            ),
          ),
        ),
      ),
    ),
  );
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${renderToStaticMarkup(h('span', null, subject)).slice(6, -7)}</title>`,
    `<style>:root { color-scheme: light dark; supported-color-schemes: light dark; } body { margin: 0; padding: 0; } ${DARK}</style>`,
  ].join('');
  return `<!DOCTYPE html><html lang="${lang}" dir="ltr"><head>${head}</head><body style="margin:0;padding:0;background:${PAGE};">${renderToStaticMarkup(body)}</body></html>`;
}
