package battleledger.kernel.golden;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.Abilities;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.EncounterOptions.AreaMethod;
import battleledger.kernel.model.EncounterOptions.GridKind;
import battleledger.kernel.model.EncounterOptions.Reactions;
import battleledger.kernel.model.Gear;
import battleledger.kernel.model.Magic;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Size;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.simulation.Policy;
import battleledger.kernel.simulation.Standing;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The golden corpus's battles: line-ups played to the end by the what-if's default policy ({@code Policy}, the same
 * for every side) under the engine's keyed dice, over the options that change how rules apply: no grid, squares
 * and hexes; the DMG's, the template and the token area methods; flanking; Dusk's and the playtest's reactions.
 * The stat blocks are written out here, not taken from the test support, so the corpus never moves with it.
 */
final class GoldenBattles {

    static final int MAX_ROUNDS = 12;
    static final int MAX_STEPS = 1_500;
    static final int SEEDS = 3;

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private GoldenBattles() {
    }

    /** One battle of the corpus: its name and the events of each step (a command), setup first. */
    record Battle(String name, List<List<EncounterEvent>> steps) {
    }

    /** Every battle's name and how to play it, in a fixed order. */
    static Map<String, java.util.function.Supplier<Battle>> all() {
        Map<String, java.util.function.Supplier<Battle>> out = new java.util.LinkedHashMap<>();
        for (String lineUp : LINE_UPS.keySet()) {
            for (EncounterOptions options : options()) {
                for (int seed = 1; seed <= SEEDS; seed++) {
                    long s = seed * 1_000L + lineUp.length() * 7L;
                    String name = lineUp + "/" + describe(options) + "/seed-" + s;
                    out.put(name, () -> play(name, s, options, LINE_UPS.get(lineUp)));
                }
            }
        }
        return out;
    }

    static List<EncounterOptions> options() {
        List<EncounterOptions> out = new ArrayList<>();
        for (Reactions reactions : Reactions.values()) {
            out.add(EncounterOptions.defaults().withReactions(reactions));
            for (GridKind grid : List.of(GridKind.SQUARES, GridKind.HEXES)) {
                for (AreaMethod method : AreaMethod.values()) {
                    for (boolean flanking : new boolean[]{false, true}) {
                        out.add(EncounterOptions.defaults().withReactions(reactions).withGrid(grid, method, flanking));
                    }
                }
            }
        }
        return out;
    }

    static String describe(EncounterOptions o) {
        return (o.reactions() + "-" + o.grid() + (o.grid() == GridKind.NONE ? "" : "-" + o.areaMethod()
                + (o.flanking() ? "-flanking" : ""))).toLowerCase(java.util.Locale.ROOT);
    }

    static Battle play(String name, long seed, EncounterOptions options, List<StatBlock> lineUp) {
        List<List<EncounterEvent>> steps = new ArrayList<>();
        EncounterState state = DECIDER.initialState();
        List<EncounterCommand> setup = new ArrayList<>();
        setup.add(new CreateEncounter("golden", "Golden", RulesetId.PLAYTEST, seed, options));
        lineUp.forEach(c -> setup.add(new AddCombatant(c)));
        setup.add(new StartCombat(List.of()));
        for (EncounterCommand c : setup) {
            state = step(state, DECIDER.decide(state, Submission.byGm(c)), steps);
        }
        while (!Standing.over(state.battle()) && state.battle().round() <= MAX_ROUNDS && steps.size() < MAX_STEPS) {
            List<EncounterEvent> events = next(state);
            if (events == null) {
                break;
            }
            state = step(state, events, steps);
        }
        return new Battle(name, steps);
    }

    private static EncounterState step(EncounterState state, List<EncounterEvent> events,
                                       List<List<EncounterEvent>> steps) {
        steps.add(events);
        for (EncounterEvent e : events) {
            state = DECIDER.evolve(state, e);
        }
        return state;
    }

    /** The events of the policy's first choice the rules accept; null when none is. */
    private static List<EncounterEvent> next(EncounterState state) {
        for (Policy.Choice c : Policy.choices(state)) {
            if (c.decided() != null) {
                return c.decided();
            }
            try {
                return DECIDER.decide(state, c.submission());
            } catch (RuleViolation refused) {
                // the policy's next choice
            }
        }
        return null;
    }

    // ---- the line-ups -------------------------------------------------------------------------------------------

    static final Map<String, List<StatBlock>> LINE_UPS = new TreeMap<>(Map.of(
            "party-and-orcs", List.of(
                    fighter("ann", "party", 16, 12, 16, 24, 3, "1d8", 2, 2),
                    caster("wiz", "party", "int", "wizard", 5, 14, 12, 14, 0, 3, 1, "fireball"),
                    archer("cal", "party", 16, 14, 18, 1, 5),
                    caster("cle", "party", "wis", "cleric", 5, 10, 15, 22, 3, 3, 4, "flame-strike"),
                    fighter("orc-1", "orcs", 18, 10, 14, 26, 1, "1d12", 12, 2),
                    fighter("orc-2", "orcs", 18, 10, 14, 26, 1, "1d12", 12, 4),
                    fighter("orc-3", "orcs", 18, 10, 14, 26, 1, "1d12", 13, 3),
                    fighter("orc-4", "orcs", 18, 10, 14, 26, 1, "1d12", 13, 5)),
            "mages-and-goblins", List.of(
                    caster("mira", "party", "int", "wizard", 9, 14, 12, 30, 0, 0, 5, "cone-of-cold",
                            "lightning-rift", "fireball"),
                    caster("sol", "party", "wis", "cleric", 7, 10, 16, 36, 0, 2, 4, "flame-strike"),
                    reach("tor", "party", 18, 16, 40, 1, 1),
                    archer("gob-1", "goblins", 14, 13, 9, 9, 0),
                    archer("gob-2", "goblins", 14, 13, 9, 10, 1),
                    archer("gob-3", "goblins", 14, 13, 9, 9, 2),
                    fighter("gob-4", "goblins", 12, 14, 13, 11, 1, "1d6", 8, 0),
                    fighter("gob-5", "goblins", 12, 14, 13, 11, 1, "1d6", 8, 2),
                    fighter("boss", "goblins", 16, 14, 17, 30, 3, "2d6", 11, 1)),
            "ogres-in-the-cloud", List.of(
                    caster("vex", "party", "int", "wizard", 9, 14, 12, 34, 0, 0, 5, "cloudkill", "cone-of-cold"),
                    fighter("brun", "party", 18, 10, 18, 44, 5, "2d6", 1, 2),
                    large("ogre-1", "ogres", 19, 11, 59, 9, 0),
                    large("ogre-2", "ogres", 19, 11, 59, 9, 3)),
            "duel-at-reach", List.of(
                    reach("pike", "red", 16, 15, 30, 0, 0),
                    fighter("blade", "blue", 14, 16, 15, 30, 3, "1d8", 4, 0),
                    archer("shot", "blue", 16, 13, 16, 6, 2))));

    private static StatBlock block(String id, String side, Abilities abilities, int level, int ac, int hp,
                                   Size size, int x, int y, List<AttackProfile> attacks, List<String> spells,
                                   Map<Integer, Integer> slots, Magic magic, boolean monster) {
        return new StatBlock(id, Character.toUpperCase(id.charAt(0)) + id.substring(1), side, abilities, level, ac, hp,
                30, size, new Position(x, y), attacks, spells, slots, List.of(), List.of(), List.of(), monster, false,
                8, magic, null, magic == null ? null : Gear.DEFAULT);
    }

    private static AttackProfile melee(String name, String ability, String damage, int reach) {
        return new AttackProfile(name, ability, 2, damage, "slashing", reach, null);
    }

    private static AttackProfile bow(String damage) {
        return new AttackProfile("bow", "dex", 2, damage, "piercing", null, List.of(80, 320));
    }

    static StatBlock fighter(String id, String side, int str, int dex, int ac, int hp, int level, String damage,
                             int x, int y) {
        return block(id, side, Abilities.of(str, dex, 14, 10, 10, 10), level, ac, hp, Size.MEDIUM, x, y,
                List.of(melee("sword", "str", damage, 5)), List.of(), Map.of(), null, !"party".equals(side));
    }

    static StatBlock archer(String id, String side, int dex, int ac, int hp, int x, int y) {
        return block(id, side, Abilities.of(10, dex, 12, 10, 12, 10), 3, ac, hp, Size.MEDIUM, x, y,
                List.of(bow("1d8"), melee("shortsword", "dex", "1d6", 5)), List.of(), Map.of(), null,
                !"party".equals(side));
    }

    static StatBlock reach(String id, String side, int str, int ac, int hp, int x, int y) {
        return block(id, side, Abilities.of(str, 12, 14, 10, 10, 10), 4, ac, hp, Size.MEDIUM, x, y,
                List.of(melee("glaive", "str", "1d10", 10)), List.of(), Map.of(), null, false);
    }

    static StatBlock large(String id, String side, int str, int ac, int hp, int x, int y) {
        return block(id, side, Abilities.of(str, 8, 16, 5, 7, 7), 4, ac, hp, Size.LARGE, x, y,
                List.of(melee("club", "str", "2d8", 5)), List.of(), Map.of(), null, true);
    }

    static StatBlock caster(String id, String side, String ability, String spellClass, int casterLevel, int dex,
                            int ac, int hp, int x, int y, int slotsPerLevel, String... spells) {
        Map<Integer, Integer> slots = new TreeMap<>();
        for (int l = 1; l <= 5; l++) {
            slots.put(l, slotsPerLevel);
        }
        boolean wis = ability.equals("wis");
        return block(id, side, Abilities.of(8, dex, 12, wis ? 10 : 18, wis ? 18 : 10, 10), casterLevel, ac, hp,
                Size.MEDIUM, x, y, List.of(bow("1d6"), melee("staff", "str", "1d6", 5)), List.of(spells), slots,
                new Magic(ability, spellClass, casterLevel, 2, !wis, false), !"party".equals(side));
    }
}
