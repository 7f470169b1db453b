import { useEffect, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { githubUrl, TEAM_ROLES, TEAMS, type Team, type TeamMember } from '@site/src/data/team';
import { initials } from './initials';
import styles from './styles.module.css';

/** Background tones of the initials circles (each ≥ 4.9:1 against white text), in styles.module.css. */
const TONES = [
  styles.tone0,
  styles.tone1,
  styles.tone2,
  styles.tone3,
  styles.tone4,
  styles.tone5,
  styles.tone6,
  styles.tone7,
];

/** The same tone for a login on every render, on the server and in the browser. */
function toneOf(login: string): string {
  let hash = 0;
  for (const char of login.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length];
}

/** Fisher–Yates on a copy, so every order is equally likely. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function Avatar({ member }: { member: TeamMember }) {
  const src = useBaseUrl(member.avatar ?? '');
  // The name is printed beside the picture, so the picture itself is decorative.
  if (member.avatar) return <img className={styles.avatar} src={src} alt="" width={64} height={64} />;
  return (
    <span className={clsx(styles.avatar, styles.initials, toneOf(member.github))} aria-hidden="true">
      {initials(member.name)}
    </span>
  );
}

function Card({ member }: { member: TeamMember }) {
  return (
    <li className={styles.card} data-login={member.github}>
      <Avatar member={member} />
      <p className={styles.name} title={member.name}>
        {member.name}
      </p>
      <p className={styles.role}>{TEAM_ROLES[member.role]}</p>
      <Link className={styles.github} href={githubUrl(member.github)}>{`@${member.github}`}</Link>
    </li>
  );
}

/**
 * The members of a team as cards, in a new random order on each visit. The
 * server HTML and the first client render keep the data order, so hydration
 * matches; the shuffle happens in an effect afterwards. Cards are keyed by
 * their slot, so the shuffle changes what each card says rather than moving
 * cards; every row is as tall as the tallest card and each line of a card
 * starts at a fixed place, so nothing on the page shifts.
 */
export default function TeamCards({ team }: { team: Team }) {
  const members = TEAMS[team];
  const [order, setOrder] = useState<readonly TeamMember[]>(members);
  const [isShuffled, setShuffled] = useState(false);

  useEffect(() => {
    setOrder(shuffled(members));
    setShuffled(true);
  }, [members]);

  return (
    <ul className={styles.grid} data-team={team} data-shuffled={isShuffled}>
      {order.map((member, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keyed by slot, so the shuffle rewrites each card in place instead of moving nodes (no layout shift).
        <Card key={index} member={member} />
      ))}
    </ul>
  );
}
