// PLACEHOLDER: the help writer's texts replace this file (keys of PHZ_HELP_KEYS.md); until
// then every language shows these English lines, and the catalogue tests know it.
export default {
  "help.tab.rules": "Rules",
  "help.tab.scoring": "Scoring",
  "help.tab.tips": "Tips",
  "help.tab.controls": "Controls",
  "help.rules.cards": `## The cards

Placeholder: the cards, their sizes and colours.`,
  "help.rules.sets": `## Sets and 胡息

Placeholder: every set kind with its 胡息.`,
  "help.rules.deal": `## The deal

Placeholder: dealing, the 亮张 and the bottom card.`,
  "help.rules.turn": `## A turn

Placeholder: drawing, the offered card, discarding.`,
  "help.rules.claims": `## Claims

Placeholder: forced and optional claims, their order, 比.`,
  "help.rules.chou": `## 臭 cards

Placeholder: when a card becomes unusable for you.`,
  "help.rules.winning": `## Winning

Placeholder: seven groups, at least 15 胡息, 天胡, 海底.`,
  "help.rules.end": `## The end of a deal

Placeholder: 流局 and 相公.`,
  "help.scoring.di": `## 底数

Placeholder: from 胡息 to 底数 and points.`,
  "help.scoring.fan_seed": `## 番

Placeholder: the default 番 table.`,
  "help.scoring.fan_wiki": `## The other 番 table

Placeholder: the alternative 番 table.`,
  "help.scoring.example": `## An example

Placeholder: one hand scored step by step.`,
  "help.tips": `## Tips

Placeholder: tips for beginners.`,
  "help.controls": `## Controls

Placeholder: the table's controls and keys.`,
};
