import { isStorefrontPath, type RichTextNode, type RichTextRun } from '@comptoir/core';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { localise, type Language } from '../../paths.ts';

const Run = ({ run, language }: { run: RichTextRun; language: Language }) => {
  const content = run.strong ? <strong>{run.text}</strong> : run.text;
  return run.href && isStorefrontPath(run.href) ? <Link to={localise(language, run.href)}>{content}</Link> : <>{content}</>;
};

const Runs = ({ runs, language }: { runs: readonly RichTextRun[]; language: Language }) => (
  <>{runs.map((run, index) => <Run key={index} run={run} language={language} />)}</>
);

/**
 * Content text from its structure, as React elements: no HTML is ever parsed or injected, and a link
 * goes only to a storefront path (under the page's language prefix).
 */
export const RichText = ({ content, language }: { content: readonly RichTextNode[]; language: Language }) => (
  <div className="rich-text">
    {content.map((node, index) => (
      <Fragment key={index}>
        {node.type === 'heading' ? <h2>{node.text}</h2> : null}
        {node.type === 'paragraph' ? <p><Runs runs={node.runs} language={language} /></p> : null}
        {node.type === 'list' ? (
          <ul>{node.items.map((item, itemIndex) => <li key={itemIndex}><Runs runs={item} language={language} /></li>)}</ul>
        ) : null}
      </Fragment>
    ))}
  </div>
);
