// Wrapped to add the social icon links of the top navigation (GitHub, Discord, X, Bluesky, Lark) as a navbar item type.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinks from '@site/src/components/SocialLinks';

export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinks,
};
