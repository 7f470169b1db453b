// Wrapped to add the social icon links (SPEC §2, top navigation) as a navbar item type.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinks from '@site/src/components/SocialLinks';

export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinks,
};
