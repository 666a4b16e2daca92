import { Highlight, themes } from 'prism-react-renderer';

/** Prism's grammar for a generated file, by its extension. */
const languageOf = (path: string) => (path.endsWith('.tsx') ? 'tsx' : path.endsWith('.sql') ? 'sql' : 'typescript');

/** One generated file with syntax highlighting (loaded with the preview only). */
export default function CodeView({ path, code }: { path: string; code: string }) {
  return (
    <Highlight theme={themes.github} code={code} language={languageOf(path)}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={className} style={{ ...style, padding: 12, maxHeight: '60vh', overflow: 'auto', fontSize: 12 }} data-testid="code-view">
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({ line })}>
              {line.map((token, key) => <span key={key} {...getTokenProps({ token })} />)}
            </div>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
