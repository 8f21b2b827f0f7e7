import { useEffect } from 'react';

const SITE_NAME = 'Cedar Valley Pathways';

/** Each page names itself in the tab and for screen readers announcing the new page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
