package battleledger.kernel.ruleset.dragonbane;

import java.util.List;

/**
 * A cast as the rules read it: who casts what, at which power level (1–3, for spells with power levels), whether
 * power is drawn from the body with which die ({@code "d4"}…{@code "d20"}), which targets in the area are exempted,
 * whether it is cast from the grimoire, and which Dragon choice is taken if the roll is a Dragon ({@code "double"},
 * {@code "free"}, {@code "again"}); the targets with their distances from the mage; and what the battle says: in
 * combat or not, whether the mage's action of the round is still there, banes the battle adds (a cast at once
 * after a Dragon), and whether it is the mage's own turn (a reaction spell is free only outside it).
 */
public record CastRequest(Fighter caster, Spell spell, Integer power, String powerFromBody, List<String> exempt,
                          boolean fromGrimoire, String dragonChoice, List<SpellTarget> targets, boolean inCombat,
                          boolean actionAvailable, List<String> extraBanes, boolean ownTurn) {

    /** A cast made outside the mage's own turn (or out of combat). */
    public CastRequest(Fighter caster, Spell spell, Integer power, String powerFromBody, List<String> exempt,
                       boolean fromGrimoire, String dragonChoice, List<SpellTarget> targets, boolean inCombat,
                       boolean actionAvailable, List<String> extraBanes) {
        this(caster, spell, power, powerFromBody, exempt, fromGrimoire, dragonChoice, targets, inCombat,
                actionAvailable, extraBanes, false);
    }

    /** A target with its distance from the mage in meters (on a grid: 2 m a square). */
    public record SpellTarget(String id, int meters) {
    }

    public CastRequest {
        exempt = exempt == null ? List.of() : List.copyOf(exempt);
        targets = targets == null ? List.of() : List.copyOf(targets);
        extraBanes = extraBanes == null ? List.of() : List.copyOf(extraBanes);
    }

    /**
     * Whether the cast counts as the mage's action: "casting a spell always counts as an action in combat. However,
     * there are reaction spells which are performed outside your own turn" and "do not replace your regular action"
     * (004 › Casting Time): a reaction spell cast on the mage's own turn is an action like any other.
     */
    public boolean usesAction() {
        return !spell.reaction() || ownTurn;
    }

    /** The power level: as given, or 1 when the spell uses power levels and none is given. */
    public int powerLevel() {
        return power == null ? 1 : power;
    }
}
