package battleledger.kernel.model;

import java.util.List;

/**
 * How an encounter is played, fixed when it is created (DESIGN.md, Rulesets).
 *
 * @param grid       squares, hexes or none
 * @param areaMethod how areas of effect become cells: the DMG's half-a-square rule, Xanathar's templates or tokens
 * @param flanking   the optional flanking rule of 003
 * @param reactions  the Dusk order of readied actions (default) or the playtest's own timing
 * @param dice       where dice come from
 * @param autoDeclare readied actions declare themselves when their trigger matches (for simulations)
 * @param pushing    Dragonbane's optional rule of pushing a failed roll (Dragonbane core rules › Pushing Your Roll);
 *                   null or false: off, as the rules have it by default
 * @param groupInitiative identical creatures roll initiative as groups when the GM names none (001 › Combat ›
 *                   Initiative); null or false: each rolls, unless the GM's StartCombat names groups
 * @param roundSeconds the game time a round takes: the ruleset's number (6 s in the playtest, 001 › Combat › The
 *                   Round; 10 s in Dragonbane), set when the encounter is created; null in encounters stored before it
 *                   was, which count 6 s
 * @param hurtDisrupts a creature hurt while its spell waits in a sequence makes the DC 10 Constitution check of 001 ›
 *                   Spell Disruption › Environmental Disruptions, or its spell's action is wasted (Dusk's example 5
 *                   speaks of "concentration checks" as the sequence resolves); null or false: off
 */
public record EncounterOptions(GridKind grid, AreaMethod areaMethod, boolean flanking, Reactions reactions,
                               DiceOptions dice, boolean autoDeclare,
                               @battleledger.kernel.support.OmittedWhenAbsent Boolean pushing,
                               @battleledger.kernel.support.OmittedWhenAbsent Boolean groupInitiative,
                               @battleledger.kernel.support.OmittedWhenAbsent Integer roundSeconds,
                               @battleledger.kernel.support.OmittedWhenAbsent Boolean hurtDisrupts) {

    public EncounterOptions(GridKind grid, AreaMethod areaMethod, boolean flanking, Reactions reactions,
                            DiceOptions dice, boolean autoDeclare, Boolean pushing, Boolean groupInitiative,
                            Integer roundSeconds) {
        this(grid, areaMethod, flanking, reactions, dice, autoDeclare, pushing, groupInitiative, roundSeconds, null);
    }

    public EncounterOptions(GridKind grid, AreaMethod areaMethod, boolean flanking, Reactions reactions,
                            DiceOptions dice, boolean autoDeclare, Boolean pushing, Boolean groupInitiative) {
        this(grid, areaMethod, flanking, reactions, dice, autoDeclare, pushing, groupInitiative, null, null);
    }

    public EncounterOptions(GridKind grid, AreaMethod areaMethod, boolean flanking, Reactions reactions,
                            DiceOptions dice, boolean autoDeclare) {
        this(grid, areaMethod, flanking, reactions, dice, autoDeclare, null, null, null, null);
    }

    public EncounterOptions(GridKind grid, AreaMethod areaMethod, boolean flanking, Reactions reactions,
                            DiceOptions dice, boolean autoDeclare, Boolean pushing) {
        this(grid, areaMethod, flanking, reactions, dice, autoDeclare, pushing, null, null, null);
    }

    /**
     * Whether identical creatures roll initiative as groups in this encounter, the GM naming none ("A group of
     * identical creatures can roll once for the entire group", 001 › Combat › Initiative).
     */
    public boolean groupsInitiative() {
        return Boolean.TRUE.equals(groupInitiative);
    }

    /** Whether a creature hurt while its spell waits in a sequence checks to keep it (see {@code hurtDisrupts}). */
    public boolean disruptsWhenHurt() {
        return Boolean.TRUE.equals(hurtDisrupts);
    }

    public EncounterOptions withHurtDisrupts(boolean on) {
        return new EncounterOptions(grid, areaMethod, flanking, reactions, dice, autoDeclare, pushing, groupInitiative,
                roundSeconds, on ? true : null);
    }

    public EncounterOptions withGroupInitiative(boolean on) {
        return new EncounterOptions(grid, areaMethod, flanking, reactions, dice, autoDeclare, pushing, on ? true : null,
                roundSeconds, hurtDisrupts);
    }

    /** The same options with the round's length in seconds. */
    public EncounterOptions withRoundSeconds(Integer seconds) {
        return new EncounterOptions(grid, areaMethod, flanking, reactions, dice, autoDeclare, pushing, groupInitiative,
                seconds, hurtDisrupts);
    }

    /** Whether failed rolls may be pushed in this encounter. */
    public boolean pushes() {
        return Boolean.TRUE.equals(pushing);
    }

    public enum GridKind { SQUARES, HEXES, NONE }

    public enum AreaMethod { DMG, TEMPLATE, TOKEN }

    public enum Reactions { DUSK, PLAYTEST }

    public enum DiceMode { ENGINE, SCRIPTED, MANUAL }

    /** Dice from the engine (seeded), from a script of values taken in order, or from people. */
    public record DiceOptions(DiceMode mode, List<Integer> script) {
        public DiceOptions {
            mode = mode == null ? DiceMode.ENGINE : mode;
            script = script == null ? List.of() : List.copyOf(script);
        }

        public static DiceOptions engine() {
            return new DiceOptions(DiceMode.ENGINE, List.of());
        }

        public static DiceOptions scripted(List<Integer> values) {
            return new DiceOptions(DiceMode.SCRIPTED, values);
        }
    }

    public EncounterOptions {
        grid = grid == null ? GridKind.NONE : grid;
        areaMethod = areaMethod == null ? AreaMethod.DMG : areaMethod;
        reactions = reactions == null ? Reactions.DUSK : reactions;
        dice = dice == null ? DiceOptions.engine() : dice;
    }

    public static EncounterOptions defaults() {
        return new EncounterOptions(null, null, false, null, null, false);
    }

    public EncounterOptions withDice(DiceOptions newDice) {
        return new EncounterOptions(grid, areaMethod, flanking, reactions, newDice, autoDeclare, pushing,
                groupInitiative, roundSeconds, hurtDisrupts);
    }

    public EncounterOptions withGrid(GridKind kind, AreaMethod method, boolean flanks) {
        return new EncounterOptions(kind, method, flanks, reactions, dice, autoDeclare, pushing, groupInitiative, roundSeconds,
                hurtDisrupts);
    }

    public EncounterOptions withReactions(Reactions timing) {
        return new EncounterOptions(grid, areaMethod, flanking, timing, dice, autoDeclare, pushing, groupInitiative, roundSeconds,
                hurtDisrupts);
    }

    public EncounterOptions withAutoDeclare(boolean auto) {
        return new EncounterOptions(grid, areaMethod, flanking, reactions, dice, auto, pushing, groupInitiative, roundSeconds,
                hurtDisrupts);
    }
}
