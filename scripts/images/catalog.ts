/**
 * The image catalog: every file of the team's image list (/tmp/team/IMAGES.md), its pixel size and
 * the function that draws it. This is the single source the generator and the tests read.
 */
import type { Entry } from "./entry";
import * as ai from "./scenes/en-ai";
import * as stories from "./scenes/en-stories";
import * as services from "./scenes/en-services";
import {
  articleHero,
  articlePair1,
  articlePair2,
  caseDetail,
  coachingSession,
  homeThreeHero,
  homeTwoHero,
  wealthDesk,
  workbook,
} from "./scenes/en-main";
import { avatar, teamPortrait } from "./scenes/people";
import {
  aboutMission,
  aboutStory,
  aboutValues,
  extraInvestment,
  extraRetirement,
  extraRisk,
  extraWealth,
} from "./scenes/ro-about";
import { roContact, roCredentials, roHero, roServiciiWhy } from "./scenes/ro-people";
import {
  svcEuFunds,
  svcFactoring,
  svcForecast,
  svcLeasing,
  svcLongTerm,
  svcPersonal,
  svcShortTerm,
} from "./scenes/ro-services";
import { shareEn, shareRo, shareRoLegal, shareRoServices } from "./scenes/share";
import { sponsor } from "./scenes/sponsors";

type Draw = Entry["draw"];

const size = (file: string, width: number, height: number, draw: Draw): Entry => ({
  file,
  width,
  height,
  draw,
});
/** Most illustrations share the 1200x800 card size. */
const tile = (file: string, draw: Draw): Entry => size(file, 1200, 800, draw);
/** Numbered series: prefix-1.png .. prefix-N.png, one drawing function per item. */
const series = (prefix: string, draws: Draw[], w = 1200, h = 800): Entry[] =>
  draws.map((draw, i) => size(`${prefix}-${i + 1}.png`, w, h, draw));

export const CATALOG: Entry[] = [
  // Romanian site
  size("ro-hero.png", 1600, 1100, roHero),
  size("ro-contact.png", 900, 1100, roContact),
  size("ro-credentials.png", 1000, 1000, roCredentials),
  size("ro-servicii-why.png", 1200, 900, roServiciiWhy),
  tile("ro-service-finantari-pe-termen-scurt.png", svcShortTerm),
  tile("ro-service-finantari-pe-termen-lung.png", svcLongTerm),
  tile("ro-service-leasing.png", svcLeasing),
  tile("ro-service-factoring.png", svcFactoring),
  tile("ro-service-previziuni-financiare.png", svcForecast),
  tile("ro-service-fonduri-europene.png", svcEuFunds),
  tile("ro-service-credite-persoane-fizice.png", svcPersonal),
  size("ro-about-mission.png", 900, 700, aboutMission),
  size("ro-about-story.png", 900, 700, aboutStory),
  size("ro-about-values.png", 900, 700, aboutValues),
  ...series("ro-extra", [extraWealth, extraInvestment, extraRetirement, extraRisk]),
  size("share-ro.png", 1200, 630, shareRo),
  size("share-ro-services.png", 1200, 630, shareRoServices),
  size("share-ro-legal.png", 1200, 630, shareRoLegal),
  size("share-en.png", 1200, 630, shareEn),
  // English template pages
  size("en-home-two-hero.png", 1200, 1200, homeTwoHero),
  size("en-home-three-hero.png", 1600, 1000, homeThreeHero),
  size("en-about-why.png", 1200, 900, (c) => coachingSession(c, "warm")),
  size("en-workbook.png", 900, 900, workbook),
  size("en-wealth-detail.png", 1600, 900, wealthDesk),
  size("en-wealth-video.png", 1200, 800, (c) => coachingSession(c, "mint")),
  // Services: strategy, coaching, AI automation, analytics, wealth, tax, leadership, growth.
  ...series("en-service", [
    services.strategy,
    services.coachingTile,
    services.aiAutomation,
    services.analytics,
    services.wealthTile,
    services.tax,
    services.leadership,
    services.growth,
  ]),
  ...series("en-blog", [
    stories.laptopNotes,
    stories.ideaPeople,
    stories.magnifyChart,
    stories.planner,
    stories.launch,
    stories.puzzleTeam,
    stories.targetArrows,
    stories.mobileSavings,
    stories.teamChat,
  ]),
  ...series("en-case", [
    stories.factoryGrowth,
    stories.shopCards,
    stories.fleetRoute,
    stories.handshakeDeal,
    stories.kpiTeam,
    stories.beforeAfter,
  ]),
  ...series("en-insight", [
    ai.neuralNet,
    ai.chipCircuit,
    ai.chatAssistant,
    ai.dataFlow,
    ai.brainCluster,
    ai.gearsBars,
    ai.scanNetwork,
    ai.cloudNodes,
  ]),
  size("en-article-hero.png", 1600, 900, articleHero),
  ...series("en-article-pair", [articlePair1, articlePair2], 900, 700),
  size("en-case-detail.png", 1600, 900, caseDetail),
  ...series(
    "en-team",
    Array.from({ length: 8 }, (_, i) => teamPortrait(i)),
    800,
    1000,
  ),
  ...series(
    "en-avatar",
    Array.from({ length: 9 }, (_, i) => avatar(i)),
    256,
    256,
  ),
  ...series(
    "en-sponsor",
    Array.from({ length: 6 }, (_, i) => sponsor(i)),
    400,
    160,
  ),
];
