// Wrapped (@docusaurus/theme-classic 3.10.2): the secondary menu of the mobile
// navbar holds the whole doc sidebar (hundreds of links on the config and plugin
// sections). The theme renders it as soon as the window is mobile-sized, hidden,
// on every page load; it now renders the first time the reader opens the menu
// and stays mounted afterwards, so closing still slides out.
import { type ReactNode, useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import SecondaryMenu from '@theme-original/Navbar/MobileSidebar/SecondaryMenu';

export default function SecondaryMenuWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // (CUSTOM) Derived state: set during render, so the menu is there in the frame the sidebar opens.
  if (shown && !opened) {
    setOpened(true);
  }
  return opened ? <SecondaryMenu /> : null;
}
