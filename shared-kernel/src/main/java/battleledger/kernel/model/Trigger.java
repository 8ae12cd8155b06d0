package battleledger.kernel.model;

/**
 * A trigger as data (DESIGN.md, Sequences): a small structured predicate the engine evaluates, e.g.
 * {@code {"on":"SpellBegun","by":{"side":"enemy"}}} or {@code {"on":"HitPointsBelow","by":{"id":"dranock"},
 * "below":20}}.
 *
 * @param on     a trigger point for a readied action (SpellBegun, AttackDeclared, Moved, EntersReach, LeavesReach,
 *               ReactionDeclared), or a condition for a contingency (HitPointsBelow)
 * @param by     who causes it, relative to whoever holds the trigger ("enemy", "ally", "any") or by id
 * @param target whom it is aimed at, for spells and attacks
 * @param below  a threshold, for HitPointsBelow
 */
public record Trigger(String on, Who by, Who target, Integer below) {

    /** The trigger points a readied action can answer (002 › Sequences: "a trigger point"). */
    public static final java.util.List<String> POINTS = java.util.List.of("SpellBegun", "AttackDeclared", "Moved",
            "EntersReach", "LeavesReach", "ReactionDeclared");

    /** A readied action's target that names whatever set it off (DESIGN.md, Sequences). */
    public static final String SET_OFF_BY = "$trigger";

    /** The conditions a contingency can wait for (002 › Triggers: "whenever their condition is met"). */
    public static final java.util.List<String> CONDITIONS = java.util.List.of("HitPointsBelow");

    /** A creature, by id or by side relative to the holder: "enemy", "ally", "self" or "any". */
    public record Who(String side, String id) {
    }
}
