/**
 * Docusaurus 3.10.2's Link (@docusaurus/core/lib/client/exports/Link.js), with one change: a link
 * loads its page's code when the reader points at it, touches it or focuses it, not when it
 * scrolls into view. The original gave every internal link its own IntersectionObserver while the
 * page hydrated and prefetched the route of every visible link: about 60 requests on a doc page
 * (the whole sidebar), on mobile data too, competing with the page's own scripts.
 */
import { type AnchorHTMLAttributes, forwardRef, type ReactNode, useImperativeHandle, useRef } from 'react';
import { NavLink, Link as RRLink } from 'react-router-dom';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import type { Props } from '@docusaurus/Link';

// Only links starting with `/` get the base URL: useBaseUrl would also rewrite relative ones.
const shouldAddBaseUrlAutomatically = (to: string) => to.startsWith('/');

function Link(
  {
    isNavLink,
    to,
    href,
    activeClassName,
    isActive,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    autoAddBaseUrl = true,
    ...props
  }: Props,
  forwardedRef: React.ForwardedRef<HTMLAnchorElement>,
): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { trailingSlash, baseUrl } = siteConfig;
  const router = siteConfig.future.experimental_router;
  const { withBaseUrl } = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const innerRef = useRef<HTMLAnchorElement | null>(null);
  useImperativeHandle(forwardedRef, () => innerRef.current as HTMLAnchorElement);

  // `to` and `href` mean the same; MDX links always pass `href`.
  const targetLinkUnprefixed = to || href;
  const maybeAddBaseUrl = (str: string) =>
    autoAddBaseUrl && shouldAddBaseUrlAutomatically(str) ? withBaseUrl(str) : str;
  const isInternal = isInternalUrl(targetLinkUnprefixed);
  // `pathname://` marks a same-site link that must not go through the router.
  const targetLinkWithoutPathnameProtocol = targetLinkUnprefixed?.replace('pathname://', '');
  let targetLink =
    typeof targetLinkWithoutPathnameProtocol !== 'undefined'
      ? maybeAddBaseUrl(targetLinkWithoutPathnameProtocol)
      : undefined;
  if (router === 'hash' && targetLink?.startsWith('./')) {
    targetLink = targetLink?.slice(1);
  }
  if (targetLink && isInternal) {
    targetLink = applyTrailingSlash(targetLink, { trailingSlash, baseUrl });
  }

  const preloaded = useRef(false);
  const onInteractionEnter = () => {
    if (!preloaded.current && targetLink != null) {
      window.docusaurus.preload(targetLink);
      preloaded.current = true;
    }
  };

  const isAnchorLink = targetLink?.startsWith('#') ?? false;
  const hasInternalTarget = !props.target || props.target === '_self';
  // A plain <a> instead of the router's Link (anchors on this page, other sites, new tabs).
  const isRegularHtmlLink = !targetLink || !isInternal || !hasInternalTarget || (isAnchorLink && router !== 'hash');

  if (!noBrokenLinkCheck && (isAnchorLink || !isRegularHtmlLink)) {
    brokenLinks.collectLink(targetLink);
  }
  if (props.id) {
    brokenLinks.collectAnchor(props.id);
  }

  if (isRegularHtmlLink) {
    return (
      <a
        ref={innerRef}
        href={targetLink}
        {...(targetLinkUnprefixed && !isInternal && { target: '_blank', rel: 'noopener noreferrer' })}
        {...(props as AnchorHTMLAttributes<HTMLAnchorElement>)}
      />
    );
  }
  const LinkComponent = (isNavLink ? NavLink : RRLink) as typeof NavLink;
  return (
    <LinkComponent
      {...(props as object)}
      onMouseEnter={onInteractionEnter}
      onTouchStart={onInteractionEnter}
      onFocus={(event: React.FocusEvent<HTMLAnchorElement>) => {
        onInteractionEnter();
        (props as AnchorHTMLAttributes<HTMLAnchorElement>).onFocus?.(event);
      }}
      innerRef={(el: HTMLAnchorElement | null) => {
        innerRef.current = el;
      }}
      to={targetLink as string}
      {...(isNavLink && { isActive, activeClassName })}
    />
  );
}

export default forwardRef(Link);
