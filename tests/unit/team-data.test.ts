import fs from 'node:fs';
import path from 'node:path';
import { initials } from '@site/src/components/TeamCards/initials';
import { CORE_TEAM, EMERITI, TEAM_ROLES, TEAMS, type TeamMember, type TeamRole } from '@site/src/data/team';
import { teamTable } from '../../plugins/markdown-export/teamTable';
import { mdxToMarkdown } from '../../plugins/mdx/markdown';

/**
 * Schema of the team data (src/data/team.ts) behind `<TeamCards>`: who is
 * listed, that every role reads in Chinese, that avatars are files shipped in
 * static/, and the Markdown export's table of the same members.
 */
const ROOT = path.join(__dirname, '../..');
const ZH = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/zh/code.json'), 'utf8')) as Record<
  string,
  { message: string }
>;

/** GitHub's rule for logins: 1–39 alphanumerics or single hyphens, no hyphen at either end. */
const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

const ALL: readonly TeamMember[] = [...CORE_TEAM, ...EMERITI];

describe('team members', () => {
  test('are the published lists: 25 in the core team, 9 emeriti', () => {
    expect(CORE_TEAM).toHaveLength(25);
    expect(EMERITI).toHaveLength(9);
    expect(TEAMS).toEqual({ core: CORE_TEAM, emeriti: EMERITI });
  });

  test.each(ALL)('$github: has a name, a valid GitHub login and a known role', (member) => {
    expect(member.name.trim()).not.toBe('');
    expect(member.name).toBe(member.name.trim());
    expect(member.github).toMatch(GITHUB_LOGIN);
    expect(Object.keys(TEAM_ROLES)).toContain(member.role);
  });

  test('logins are unique, ignoring case, and nobody is on both lists', () => {
    const logins = ALL.map((m) => m.github.toLowerCase());
    expect(new Set(logins).size).toBe(logins.length);
  });

  test('the core team holds no "former" roles and the emeriti only those', () => {
    for (const member of CORE_TEAM) expect(TEAM_ROLES[member.role]).not.toMatch(/^Former/);
    for (const member of EMERITI) expect(TEAM_ROLES[member.role]).toMatch(/^Former Rspack core member/);
  });

  test('avatars, where given, are images under static/img/team/', () => {
    for (const { avatar } of ALL.filter((m) => m.avatar !== undefined)) {
      expect(avatar).toMatch(/^\/img\/team\/[a-z0-9-]+\.(svg|png|webp)$/);
      expect(fs.existsSync(path.join(ROOT, 'static', avatar as string))).toBe(true);
    }
  });
});

describe('team roles', () => {
  const used = new Set<TeamRole>(ALL.map((m) => m.role));

  test('every role is used by someone', () => {
    expect([...used].sort()).toEqual(Object.keys(TEAM_ROLES).sort());
  });

  test.each(Object.keys(TEAM_ROLES))('%s: has a Chinese translation with a space around Latin words', (role) => {
    const entry = ZH[`team.role.${role}`];
    expect(entry).toBeDefined();
    expect(entry.message.trim()).not.toBe('');
    expect(entry.message).not.toBe(TEAM_ROLES[role as TeamRole]);
    expect(entry.message).not.toMatch(/[\u4e00-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u4e00-\u9fff]/);
    expect(entry.message).not.toMatch(/,/);
  });

  test('are looked up by the ids `team.role.<key>` (the Chinese build shows the Chinese text)', () => {
    const messages = Object.fromEntries(Object.entries(ZH).map(([id, entry]) => [id, entry.message]));
    jest.isolateModules(() => {
      const stub = jest.requireActual<typeof import('../../plugins/markdown-export/translate-stub')>(
        '../../plugins/markdown-export/translate-stub',
      );
      stub.setMessages(messages);
      try {
        const { TEAM_ROLES: zhRoles } = jest.requireActual<typeof import('@site/src/data/team')>('@site/src/data/team');
        for (const role of Object.keys(TEAM_ROLES)) {
          expect(zhRoles[role as TeamRole]).toBe(ZH[`team.role.${role}`].message);
        }
      } finally {
        stub.setMessages({});
      }
    });
  });
});

describe('initials on the avatar circles', () => {
  test('take the first letters of up to two words', () => {
    expect(initials('hardfist')).toBe('HA');
    expect(initials('ScriptedAlchemy')).toBe('SA');
    expect(initials('GiveMe-A-Name')).toBe('GM');
    expect(initials('JSerFeng')).toBe('JF');
    expect(initials('9aoy')).toBe('9A');
    expect(initials('Hana')).toBe('HA');
  });
});

describe('Markdown export of <TeamCards>', () => {
  test('lists every member of the team in data order, with the GitHub URL and role', () => {
    const table = teamTable('en', 'core');
    expect(table?.header).toEqual(['Name', 'GitHub', 'Role']);
    expect(table?.rows).toEqual(
      CORE_TEAM.map((m) => [m.name, `\`https://github.com/${m.github}\``, TEAM_ROLES[m.role]]),
    );
  });

  test('shows the Chinese roles on the Chinese export', () => {
    const table = teamTable('zh', 'emeriti');
    expect(table?.rows).toHaveLength(EMERITI.length);
    expect(table?.rows[0]).toEqual([
      EMERITI[0].name,
      `\`https://github.com/${EMERITI[0].github}\``,
      ZH[`team.role.${EMERITI[0].role}`].message,
    ]);
  });

  test('replaces the component on an exported page, reading its `team` attribute', () => {
    const markdown = mdxToMarkdown('Thanks to them.\n\n<TeamCards team="emeriti" />\n', 'Emeriti members', {
      locale: 'en',
      tableOf: (component, attribute) => (component === 'TeamCards' ? teamTable('en', attribute('team')) : null),
    });
    expect(markdown).toContain('| Name');
    for (const member of EMERITI) expect(markdown).toContain(`\`https://github.com/${member.github}\``);
    expect(markdown).not.toContain('zoolsher');
  });

  test('renders nothing special for an unknown team', () => {
    expect(teamTable('en', 'alumni')).toBeNull();
    expect(teamTable('en', undefined)).toBeNull();
  });
});
