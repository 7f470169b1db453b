// Ejected from @docusaurus/theme-classic 3.10.2: the edit link carries a pencil emoji
// and the words "on GitHub" in the edit link, in both languages.
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import type { Props } from '@theme/EditThisPage';

export default function EditThisPage({ editUrl }: Props): ReactNode {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <span aria-hidden="true">📝 </span>
      {/* (CUSTOM) */}
      <Translate id="docs.editThisPageOnGitHub" description="The link label to edit the current page">
        Edit this page on GitHub
      </Translate>
    </Link>
  );
}
