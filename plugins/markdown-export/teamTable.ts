/**
 * The members `<TeamCards team="…" />` shows, as a Markdown table (name,
 * GitHub, role) in the data order, so the exported page lists the same people
 * the cards do. Roles are translated through the same stub as pluginTable.ts.
 */
import path from 'node:path';
import jiti from 'jiti';
import type { Locale, TableData } from '../mdx/markdown';
import type { Team, TeamMember, TeamRole } from '../../src/data/team';
import { messages, TRANSFORM_CACHE } from './pluginTable';

const STUB = path.join(__dirname, 'translate-stub.ts');

interface TeamData {
  TEAMS: Record<Team, readonly TeamMember[]>;
  TEAM_ROLES: Record<TeamRole, string>;
  githubUrl: (login: string) => string;
}

const HEADER: Record<Locale, string[]> = {
  en: ['Name', 'GitHub', 'Role'],
  zh: ['名字', 'GitHub', '角色'],
};

function isTeam(value: string | undefined, teams: Record<Team, unknown>): value is Team {
  return value !== undefined && value in teams;
}

/** The table of one team, or null when `team` names none (the caller then renders nothing special). */
export function teamTable(locale: Locale, team: string | undefined): TableData | null {
  const load = jiti(__filename, {
    cache: TRANSFORM_CACHE,
    requireCache: false,
    alias: { '@docusaurus/Translate': STUB },
  });
  (load(STUB) as { setMessages: (m: Record<string, string>) => void }).setMessages(messages(locale));
  const { TEAMS, TEAM_ROLES, githubUrl } = load('../../src/data/team') as TeamData;
  if (!isTeam(team, TEAMS)) return null;
  return {
    header: HEADER[locale],
    rows: TEAMS[team].map((member) => [
      member.name,
      // In code, so the serializer keeps the URL as it is instead of escaping its colon.
      `\`${githubUrl(member.github)}\``,
      TEAM_ROLES[member.role],
    ]),
  };
}
