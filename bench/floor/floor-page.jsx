import { readFileSync } from 'node:fs';

/**
 * The site's home page in one language, as a bare Next page: the same hero <picture> markup (the
 * files copied into public/ under the same paths) and the same visible text, in the same order,
 * with none of the site's components, scripts or styles. The bench writes the content file.
 */
export function FloorPage({ language }) {
  const content = JSON.parse(readFileSync(process.env.FLOOR_CONTENT, 'utf8'))[language];
  return (
    <main>
      {content.before.map((text, index) => (
        <p key={`b${index}`}>{text}</p>
      ))}
      <div dangerouslySetInnerHTML={{ __html: content.picture }} />
      {content.after.map((text, index) => (
        <p key={`a${index}`}>{text}</p>
      ))}
    </main>
  );
}
