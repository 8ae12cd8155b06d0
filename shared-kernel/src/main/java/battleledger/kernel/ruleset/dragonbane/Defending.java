package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Life;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Harm;

import java.util.List;

/**
 * Parrying and dodging as reactions, over the shared reaction machinery (Dragonbane core rules › Parrying, Dodging):
 * the target of a harmful action that struck home may parry it with a melee weapon's skill or dodge it with Evade,
 * and the defence takes its action of the round; a defence that succeeds stops the harm. Against a Dragon only a
 * Dragon holds (Dragonbane core rules › Dragons and Demons; for spells 004 › Rolling a Dragon: "your target must
 * roll a dragon to resist, parry, or dodge the spell"). An area spell can be dodged, not parried (004 › Area of
 * Effect); a single-target spell is parried or dodged as its data in the {@link Grimoire} allows.
 */
public final class Defending {

    static final String PARRY = "parry";
    static final String DODGE = "dodge";

    /** The defences a Defend command names (Dragonbane core rules › Parrying, Dodging). */
    public static final List<String> DEFENCES = List.of(PARRY, DODGE);

    private Defending() {
    }

    /**
     * Asked for a defence: a living character able to act. A monster of this engine (a stat block marked
     * {@code monster}) is not asked: Dragonbane's monsters do not parry or dodge.
     */
    static boolean offered(Combatant target) {
        return target.vitals().life() == Life.ALIVE && !target.stats().monster();
    }

    /**
     * A spell is parried only when it allows it: an area spell is dodged, not parried (004 › Area of Effect), a
     * single-target spell as its {@code defences} in the {@link Grimoire} say (004 › Casting Spells: the spell has
     * "the intended effect, as per its description"). Every spell here that can be parried can also be dodged.
     */
    static void allowedAgainstSpell(String how, Harm harm) {
        Spell spell = Grimoire.all().get(harm.source());
        boolean area = spell != null && spell.range().area();
        String name = spell == null ? harm.source() : spell.name();
        if (PARRY.equals(how) && !harm.parry()) {
            throw RuleViolation.conflict("cannot-be-parried", area ? DragonbaneRule.AREA_OF_EFFECT
                    : DragonbaneRule.CASTING_SPELLS, name + (area ? " covers an area: it can be dodged, not parried"
                    : " can be dodged, not parried (its description)"));
        }
    }

    static Ruleset.Defence defend(Dice dice, Combatant defender, String how, String weapon, Harm harm,
                                  boolean actionLeft) {
        if (how == null || !DEFENCES.contains(how)) {
            throw RuleViolation.invalid("invalid-defence", "defence is \"parry\" or \"dodge\", not \"" + how + "\"");
        }
        boolean parry = PARRY.equals(how);
        if (Harm.SPELL.equals(harm.kind())) {
            allowedAgainstSpell(how, harm);
        } else if (parry && !harm.parry()) {
            throw RuleViolation.conflict("cannot-be-parried", DragonbaneRule.PARRY, harm.source()
                    + " is a ranged attack: only a melee attack is parried here (a shield is not modelled)");
        }
        if (!actionLeft) {
            throw RuleViolation.conflict("no-action-left", parry ? DragonbaneRule.PARRY : DragonbaneRule.DODGE,
                    defender.stats().name() + " has no action left this round: a " + how
                            + " replaces the round's action");
        }
        String skill = Skills.EVADE;
        if (parry) {
            AttackProfile held = weapon == null ? null : defender.stats().attacks().stream()
                    .filter(a -> a.name().equals(weapon)).findFirst().orElse(null);
            if (held == null || !held.melee()) {
                throw RuleViolation.conflict("cannot-parry", DragonbaneRule.PARRY, "a parry is made with a melee "
                        + "weapon at hand; " + defender.stats().name() + " names " + (weapon == null ? "none"
                        : "\"" + weapon + "\", which is not one"));
            }
            skill = held.ability();
        }
        List<String> banes = Pushing.conditionBanes(CombatantRolls.conditions(defender),
                Skills.attributeOf(skill));
        SkillRoll roll = SkillRoll.roll(dice, defender.id(), how + " " + harm.source(),
                StatBlocks.skill(defender, skill), List.of(), banes, parry ? DragonbaneRule.PARRY : DragonbaneRule.DODGE);
        boolean held = harm.dragon() ? roll.dragon() : roll.succeeded();
        return new Ruleset.Defence(roll.roll(), held, harm.dragon() ? (Harm.SPELL.equals(harm.kind())
                ? DragonbaneRule.DRAGON : DragonbaneRule.DRAGON_AND_DEMON) : parry ? DragonbaneRule.PARRY
                : DragonbaneRule.DODGE);
    }
}
