package battleledger.kernel.decision;

import battleledger.kernel.state.Pending;

import java.util.List;

/**
 * Something that readied actions can react to (002 › Stages of Spellcasting › Begin the spell; DESIGN.md,
 * Sequences): a spell begun, an attack declared, a creature moving, a reaction declared.
 *
 * @param on      the trigger points it is: "SpellBegun", "AttackDeclared", "Moved", "EntersReach", "LeavesReach",
 *                "ReactionDeclared"
 * @param by      the creature that causes it
 * @param targets whom it is aimed at
 * @param pending the declared action it is, if any
 * @param text    what happened, in words
 */
public record TriggerPoint(List<String> on, String by, List<String> targets, Pending pending, String text) {

    public TriggerPoint {
        on = List.copyOf(on);
        targets = List.copyOf(targets);
    }

    public static TriggerPoint declared(Pending p, boolean reaction, String text) {
        String kind = p.kind() == Pending.Kind.SPELL ? "SpellBegun" : "AttackDeclared";
        List<String> points = reaction ? List.of(kind, "ReactionDeclared") : List.of(kind);
        List<String> aimed = p.aimedAt() != null ? List.of() : p.targets();
        return new TriggerPoint(points, p.actor(), aimed, p, text);
    }
}
