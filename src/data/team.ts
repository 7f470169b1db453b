import { translate } from '@docusaurus/Translate';

/**
 * The people shown as cards by `<TeamCards team="core" />` and
 * `<TeamCards team="emeriti" />` on the team pages.
 *
 * Source: the member lists of the official Rspack website
 * (web-infra-dev/rspack, website/components/RandomMemberList.tsx: `coreTeam`
 * for the core team and `RandomContributorsList` for the emeriti), the version
 * in which fansenze had joined the core team and Hana (h-a-n-a) had become an
 * emeritus. Names, logins and roles are copied as facts from there; add, move
 * or remove a member only with such a public source.
 *
 * No photos are taken from GitHub: a card draws the member's initials on a
 * colored circle unless `avatar` names an image under static/ drawn for this
 * site.
 */

export type Team = 'core' | 'emeriti';

/**
 * What a member does, as the official list describes it. Each key is a
 * translation with the id `team.role.<key>` (Chinese in i18n/zh/code.json).
 */
export type TeamRole =
  | 'core'
  | 'coreVue'
  | 'coreWebpack'
  | 'coreVantLead'
  | 'coreVant'
  | 'coreZephyrCeo'
  | 'coreZephyrCto'
  | 'moduleFederationCreator'
  | 'coreVitePluginChecker'
  | 'coreModernJs'
  | 'coreModuleFederation'
  | 'coreSwc'
  | 'coreIoUring'
  | 'rolldown'
  | 'rolldownVite'
  | 'rolldownOxc'
  | 'biome'
  | 'rspressCreator'
  | 'swcRust';

/** Role labels in the language being built; the translate() calls stay literal so write-translations finds them. */
export const TEAM_ROLES: Readonly<Record<TeamRole, string>> = {
  core: translate({ id: 'team.role.core', message: 'Rspack core team' }),
  coreVue: translate({ id: 'team.role.coreVue', message: 'Rspack core team, Vue contributor' }),
  coreWebpack: translate({ id: 'team.role.coreWebpack', message: 'Rspack core team, webpack contributor' }),
  coreVantLead: translate({ id: 'team.role.coreVantLead', message: 'Rspack core team, project lead of Vant' }),
  coreVant: translate({ id: 'team.role.coreVant', message: 'Rspack and Vant core teams' }),
  coreZephyrCeo: translate({ id: 'team.role.coreZephyrCeo', message: 'Rspack core team, CEO of Zephyr Cloud' }),
  coreZephyrCto: translate({ id: 'team.role.coreZephyrCto', message: 'Rspack core team, CTO of Zephyr Cloud' }),
  moduleFederationCreator: translate({
    id: 'team.role.moduleFederationCreator',
    message: 'Creator of Module Federation, Rspack and webpack core teams',
  }),
  coreVitePluginChecker: translate({
    id: 'team.role.coreVitePluginChecker',
    message: 'Rspack core team, creator of vite-plugin-checker, webpack contributor',
  }),
  coreModernJs: translate({ id: 'team.role.coreModernJs', message: 'Rspack core team, Modern.js contributor' }),
  coreModuleFederation: translate({
    id: 'team.role.coreModuleFederation',
    message: 'Rspack core team, Module Federation contributor',
  }),
  coreSwc: translate({ id: 'team.role.coreSwc', message: 'Rspack and SWC core teams' }),
  coreIoUring: translate({ id: 'team.role.coreIoUring', message: 'Rspack core team, creator of the io-uring crate' }),
  rolldown: translate({ id: 'team.role.rolldown', message: 'Former Rspack core member, Rolldown core team' }),
  rolldownVite: translate({
    id: 'team.role.rolldownVite',
    message: 'Former Rspack core member, Rolldown core team, Vite contributor',
  }),
  rolldownOxc: translate({
    id: 'team.role.rolldownOxc',
    message: 'Former Rspack core member, Rolldown core team, creator of Oxc',
  }),
  biome: translate({ id: 'team.role.biome', message: 'Former Rspack core member, Biome contributor' }),
  rspressCreator: translate({
    id: 'team.role.rspressCreator',
    message: 'Former Rspack core member, creator of Rspress',
  }),
  swcRust: translate({
    id: 'team.role.swcRust',
    message: 'Former Rspack core member, SWC core team, Rust contributor',
  }),
};

export interface TeamMember {
  /** Display name: the GitHub login unless the member publishes another name. */
  name: string;
  /** GitHub login as GitHub spells it; the card links to https://github.com/<login>. */
  github: string;
  role: TeamRole;
  /** Path under static/ of an avatar drawn for this site, resolved with useBaseUrl. */
  avatar?: string;
}

/** The current core team, in the order of the official list (cards shuffle it on each visit). */
export const CORE_TEAM: readonly TeamMember[] = [
  { name: 'zoolsher', github: 'zoolsher', role: 'core' },
  { name: 'hardfist', github: 'hardfist', role: 'core' },
  { name: 'jkzing', github: 'jkzing', role: 'coreVue' },
  { name: 'ahabhgk', github: 'ahabhgk', role: 'coreWebpack' },
  { name: 'jerrykingxyz', github: 'jerrykingxyz', role: 'core' },
  { name: 'chenjiahan', github: 'chenjiahan', role: 'coreVantLead' },
  { name: 'JSerFeng', github: 'JSerFeng', role: 'core' },
  { name: '9aoy', github: '9aoy', role: 'core' },
  { name: 'zackarychapple', github: 'zackarychapple', role: 'coreZephyrCeo' },
  { name: 'valorkin', github: 'valorkin', role: 'coreZephyrCto' },
  { name: 'lingyucoder', github: 'lingyucoder', role: 'core' },
  { name: 'ScriptedAlchemy', github: 'ScriptedAlchemy', role: 'moduleFederationCreator' },
  { name: 'SyMind', github: 'SyMind', role: 'core' },
  { name: 'xc2', github: 'xc2', role: 'core' },
  { name: 'fi3ework', github: 'fi3ework', role: 'coreVitePluginChecker' },
  { name: 'easy1090', github: 'easy1090', role: 'core' },
  { name: 'Timeless0911', github: 'Timeless0911', role: 'core' },
  { name: 'SoonIter', github: 'SoonIter', role: 'core' },
  { name: 'inottn', github: 'inottn', role: 'coreVant' },
  { name: 'GiveMe-A-Name', github: 'GiveMe-A-Name', role: 'coreModernJs' },
  { name: 'nyqykk', github: 'nyqykk', role: 'coreModuleFederation' },
  { name: 'stormslowly', github: 'stormslowly', role: 'core' },
  { name: 'CPunisher', github: 'CPunisher', role: 'coreSwc' },
  { name: 'quininer', github: 'quininer', role: 'coreIoUring' },
  { name: 'fansenze', github: 'fansenze', role: 'core' },
];

/** Former core team members the project thanks, in the order of the official list. */
export const EMERITI: readonly TeamMember[] = [
  { name: 'hyf0', github: 'hyf0', role: 'rolldown' },
  { name: 'underfin', github: 'underfin', role: 'rolldownVite' },
  { name: 'Boshen', github: 'Boshen', role: 'rolldownOxc' },
  { name: 'IWANABETHATGUY', github: 'IWANABETHATGUY', role: 'rolldown' },
  { name: 'suxin2017', github: 'suxin2017', role: 'biome' },
  { name: 'sanyuan0704', github: 'sanyuan0704', role: 'rspressCreator' },
  { name: 'shulaoda', github: 'shulaoda', role: 'rolldown' },
  { name: 'bvanjoi', github: 'bvanjoi', role: 'swcRust' },
  { name: 'Hana', github: 'h-a-n-a', role: 'rolldown' },
];

export const TEAMS: Readonly<Record<Team, readonly TeamMember[]>> = {
  core: CORE_TEAM,
  emeriti: EMERITI,
};

export function githubUrl(login: string): string {
  return `https://github.com/${login}`;
}
