package battleledger.ledger.catalogue;

import battleledger.kernel.rules.Design;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.GridRules;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;

import java.util.List;

/** The options an encounter is created with (POST /encounters, "options"), their choices and defaults. */
final class Options {

    /** An option: its JSON path, the choices, the default, what it does and the rule it follows. */
    record Option(String name, String type, List<Object> choices, Object defaultValue, String description,
                  String rule) {
    }

    private static final String DICE = Rule.of(Design.SEED, "The kernel is a decider").citation();

    private static final List<Option> ALL = List.of(
            new Option("grid", "string", List.of("squares", "hexes", "none"), "none",
                    "the battle grid, or none to play without positions", GridRules.SIZE_AND_SPACE.citation()),
            new Option("areaMethod", "string", List.of("dmg", "template", "token"), "dmg",
                    "how an area of effect becomes cells: the DMG's rule, or Xanathar's template or token method",
                    GridRules.AREAS.citation()),
            new Option("flanking", "boolean", List.of(true, false), false,
                    "the optional flanking rule: advantage on melee attacks against a flanked creature",
                    GridRules.FLANKING.citation()),
            new Option("reactions", "string", List.of("dusk", "playtest"), "dusk",
                    "when readied actions resolve: the Dusk sequence, or the playtest's own timing",
                    Dusk.SEQUENCES.citation()),
            new Option("dice.mode", "string", List.of("engine", "scripted", "manual"), "engine",
                    "where dice come from: the engine's seeded dice, the listed values in dice.script in order, or "
                            + "the people at the table (each roll awaited and sent with SubmitRoll)", DICE),
            new Option("dice.script", "array", List.of(), List.of(),
                    "the die values a scripted encounter takes, in order", DICE),
            new Option("autoDeclare", "boolean", List.of(true, false), false,
                    "readied actions declare themselves when their trigger matches (for simulations)",
                    Playtest.READY.citation()),
            new Option("groupInitiative", "boolean", List.of(true, false), false,
                    "identical creatures roll initiative once per group when StartCombat names no groups (the GM's "
                    + "groups still come first)", Playtest.INITIATIVE.citation()),
            new Option("hurtDisrupts", "boolean", List.of(true, false), false,
                    "a caster hurt while its spell waits in a Dusk sequence makes a DC 10 Constitution check or its "
                    + "spell's action is wasted (Dusk's example 5 speaks of such \"concentration checks\")",
                    Playtest.ENVIRONMENTAL_DISRUPTIONS.citation()),
            new Option("pushing", "boolean", List.of(true, false), false,
                    "Dragonbane: a failed roll may be pushed once, at the cost of a condition (an optional rule)",
                    battleledger.kernel.ruleset.dragonbane.DragonbaneRule.PUSHING.citation()));

    /** Dragonbane leaves out the DMG's optional flanking (an advantage, not a boon); pushing is its own. */
    private static final java.util.Set<String> PLAYTEST_ONLY = java.util.Set.of("flanking", "groupInitiative",
            "hurtDisrupts");

    private Options() {
    }

    /** The options of a ruleset: the shared ones and its own. */
    static List<Option> of(battleledger.kernel.model.RulesetId ruleset) {
        return switch (ruleset) {
            case PLAYTEST -> ALL.stream().filter(o -> !o.name().equals("pushing")).toList();
            case DRAGONBANE -> ALL.stream().filter(o -> !PLAYTEST_ONLY.contains(o.name())).toList();
        };
    }
}
