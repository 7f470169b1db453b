import clsx from 'clsx';
import { SOCIAL_LINKS } from '@site/src/data/site';
import { SocialIconSvg } from './icons';
import styles from './styles.module.css';

interface Props {
  /** Set by the navbar when the item renders inside the mobile drawer. */
  mobile?: boolean;
  className?: string;
}

/** Icon links to the project's community accounts, used in the navbar. */
export default function SocialLinks({ mobile, className }: Props) {
  return (
    <ul className={clsx(styles.list, mobile && styles.mobile, className)}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.icon}>
          <a
            className={styles.link}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
          >
            <SocialIconSvg icon={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
