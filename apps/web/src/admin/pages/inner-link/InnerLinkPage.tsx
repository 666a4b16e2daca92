import { useSearchParams } from 'react-router';
import { useCurrentPage } from '../../router/useCurrentPage';
import { innerLinkUrl } from './innerLinkUrl';

/** A menu entry of type InnerLink: the external page embedded in the main area while its route is open. */
export default function InnerLinkPage() {
  const page = useCurrentPage();
  const [query] = useSearchParams();
  if (!page?.meta.link) return null;
  return <iframe className="inner-link" title={page.title} src={innerLinkUrl(page.meta.link, query)} style={{ width: '100%', height: 'calc(100vh - 116px)', border: 0 }} />;
}
