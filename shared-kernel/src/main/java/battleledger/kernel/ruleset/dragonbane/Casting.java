package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.dice.Roller;
import battleledger.kernel.ruleset.dragonbane.CastRequest.SpellTarget;

import java.util.ArrayList;
import java.util.List;

/**
 * Casting a spell (004 › Casting Spells): the checks of {@link CastingChecks}, then power from the body if asked,
 * the casting roll against the school's skill (any school for general magic), WP spent on failure too, a Dragon's
 * choice, a Demon's mishap, and the effects rolled once for all targets.
 */
public final class Casting {

    private Casting() {
    }

    public static CastOutcome cast(CastRequest r, Dice dice) {
        CastingChecks.check(r);
        Fighter caster = r.caster();
        // 004 › Power from the Body: rolled before casting; the WP gained must be used at once, the rest is lost
        Roll bodyRoll = null;
        int gained = 0;
        if (r.powerFromBody() != null) {
            int faces = Integer.parseInt(r.powerFromBody().substring(1));
            bodyRoll = Roller.roll(dice, caster.id(), "power from the body", DiceExpression.of(1, faces), List.of(),
                    DragonbaneRule.POWER_FROM_THE_BODY);
            gained = bodyRoll.total();
            r = charged(r, gained);
        }
        Spell spell = r.spell();
        int power = spell.kind() == Spell.Kind.POWER_LEVELS ? r.powerLevel() : 0;
        int cost = spell.cost(r.powerLevel());
        int available = caster.wp() + gained;
        int bodyDamage = gained;
        boolean actionUsed = r.usesAction();
        int actions = r.fromGrimoire() ? 2 : 1;
        if (available < cost) {
            // too little power drawn: nothing is cast, the WP gained are lost, the body still takes the damage
            return new CastOutcome(caster.id(), spell.id(), power, cost, bodyRoll, gained, null, false, false, null,
                    0, caster.wp(), bodyDamage, List.of(), actionUsed, actions, false, false, false, false,
                    r.exempt(), null, spell.range().meters());
        }
        SkillRoll roll = null;
        if (!spell.trick()) {
            List<String> banes = new ArrayList<>(Pushing.conditionBanes(caster.conditions(), Attribute.WIL));
            if (!r.exempt().isEmpty()) {
                banes.add("exempting targets from the area (004 › Area of Effect)");
            }
            banes.addAll(r.extraBanes());
            roll = SkillRoll.roll(dice, caster.id(), "casting " + spell.name(), castingSkill(caster, spell),
                    List.of(), banes, DragonbaneRule.CASTING_SPELLS);
        }
        return finish(r, bodyRoll, gained, roll, dice);
    }

    /**
     * Pushing a failed casting roll (004 › Casting Spells: "You can push the roll if this optional rule is used"):
     * the roll is made again once, the mage takes the condition tied to WIL (scared), and the cast is resolved with
     * the new roll. The WP of the cast are spent once; power drawn from the body is not drawn again.
     */
    public static PushedCast push(CastRequest r, CastOutcome failed, boolean pushingOn, Dice dice) {
        if (failed.castingRoll() == null) {
            throw battleledger.kernel.RuleViolation.conflict("nothing-to-push", DragonbaneRule.PUSHING,
                    "a magic trick succeeds automatically; there is no roll to push");
        }
        return push(r, failed.castingRoll(), failed.bodyRoll(), failed.wpGained(), pushingOn, dice);
    }

    /**
     * The same, from what the failed cast recorded: its casting roll, the power it drew from the body (not drawn
     * again) and the WP gained; {@code r}'s caster has the WP it had before the cast, so they are spent once.
     */
    public static PushedCast push(CastRequest r, SkillRoll failed, Roll bodyRoll, int gained, boolean pushingOn,
                                  Dice dice) {
        return push(r, failed, bodyRoll, gained, pushingOn, dice, null);
    }

    /** The same, the caster taking {@code condition} (null: WIL's, scared). */
    public static PushedCast push(CastRequest r, SkillRoll failed, Roll bodyRoll, int gained, boolean pushingOn,
                                  Dice dice, String condition) {
        Pushing.Pushed pushed = Pushing.push(pushingOn, failed, Attribute.WIL, r.caster().conditions(), dice,
                condition);
        CastRequest asCast = bodyRoll == null ? r : charged(r, gained);
        return new PushedCast(finish(asCast, bodyRoll, gained, pushed.roll(), dice), pushed.condition());
    }

    /**
     * The power level a cast drawing on the body is charged with (004 › Power from the Body: "Roll a die ... before
     * casting the spell – the result indicates how many WP you gain and must use straight away"): the mage learns
     * the WP before charging the spell, so the level named is the most it is charged with, and it is charged with
     * the highest level up to that one which the WP left and gained pay for ("WP not used immediately are lost").
     * A level that not even 1 pays for stays as named: nothing is cast.
     */
    static CastRequest charged(CastRequest r, int gained) {
        Spell spell = r.spell();
        int available = r.caster().wp() + gained;
        if (spell.kind() != Spell.Kind.POWER_LEVELS || spell.cost(1) > available) {
            return r;
        }
        int level = r.powerLevel();
        while (level > 1 && spell.cost(level) > available) {
            level--;
        }
        return level == r.powerLevel() ? r : new CastRequest(r.caster(), spell, level, r.powerFromBody(),
                r.exempt(), r.fromGrimoire(), r.dragonChoice(), r.targets(), r.inCombat(), r.actionAvailable(),
                r.extraBanes(), r.ownTurn());
    }

    /** A cast resolved again after a push, and the condition the push cost. */
    public record PushedCast(CastOutcome outcome, String condition) {
    }

    private static CastOutcome finish(CastRequest r, Roll bodyRoll, int gained, SkillRoll roll, Dice dice) {
        Fighter caster = r.caster();
        Spell spell = r.spell();
        int power = spell.kind() == Spell.Kind.POWER_LEVELS ? r.powerLevel() : 0;
        int cost = spell.cost(r.powerLevel());
        boolean success = roll == null || roll.succeeded();
        boolean dragon = roll != null && roll.dragon();
        String choice = dragon ? r.dragonChoice() : null;
        // 004 › Failure: "you still spend your WP"; a Dragon's "free": the spell does not cost any WP
        int spent = "free".equals(choice) ? 0 : cost;
        // the WP gained from the body are used first; what of them is not used is lost
        int wpAfter = caster.wp() - Math.max(0, spent - gained);
        List<CastOutcome.Effect> effects = success ? effects(r, spell, power, "double".equals(choice), dice)
                : List.of();
        // a Dragon's "double" doubles the damage of a spell that deals any, else its range (004 › Rolling a Dragon)
        boolean harms = spell.effects().stream()
                .anyMatch(e -> e instanceof DragonbaneEffect.Damage || e instanceof DragonbaneEffect.DrainWp);
        int range = "double".equals(choice) && !harms ? spell.range().meters() * 2 : spell.range().meters();
        return new CastOutcome(caster.id(), spell.id(), power, cost, bodyRoll, gained, roll, true, success, choice,
                spent, wpAfter, gained, effects, r.usesAction(), r.fromGrimoire() ? 2 : 1,
                success && spell.duration() == Spell.Duration.CONCENTRATION,
                roll != null && roll.demon(), "again".equals(choice), dragon, r.exempt(), spell.ingredient(), range);
    }

    /**
     * The level the casting roll is made against: the school's skill; for general magic, the best of the mage's
     * school skills (004 › Casting Spells: "Any school can be used to cast general spells").
     */
    public static int castingSkill(Fighter caster, Spell spell) {
        if (spell.school() != School.GENERAL) {
            return caster.skill(spell.school().skill());
        }
        int best = 0;
        for (School s : School.values()) {
            if (s != School.GENERAL) {
                best = Math.max(best, caster.skill(s.skill()));
            }
        }
        return best;
    }

    private static List<CastOutcome.Effect> effects(CastRequest r, Spell spell, int power, boolean doubled,
                                                    Dice dice) {
        List<SpellTarget> hit = new ArrayList<>();
        for (SpellTarget t : r.targets()) {
            if (!r.exempt().contains(t.id())) {
                hit.add(t);
            }
        }
        if (spell.range().shape() == Spell.SpellRange.Shape.PERSONAL && hit.isEmpty()) {
            hit.add(new SpellTarget(r.caster().id(), 0));
        }
        List<CastOutcome.Effect> out = new ArrayList<>();
        int levels = Math.max(1, power);
        for (DragonbaneEffect e : spell.effects()) {
            switch (e) {
                case DragonbaneEffect.Damage d -> {
                    Roll roll = rollPerPower(dice, r, "damage", d.perPower(), levels);
                    int amount = doubled ? roll.total() * 2 : roll.total();
                    hit.forEach(t -> out.add(new CastOutcome.Effect(t.id(), "damage", roll, amount,
                            doubled ? "doubled by a Dragon" : null)));
                }
                case DragonbaneEffect.Heal h -> {
                    Roll roll = rollPerPower(dice, r, "healing", h.perPower(), levels);
                    hit.forEach(t -> out.add(new CastOutcome.Effect(t.id(), "heal", roll, roll.total(), null)));
                }
                case DragonbaneEffect.DrainWp w -> {
                    Roll roll = rollPerPower(dice, r, "WP drained", w.perPower(), levels);
                    int amount = doubled ? roll.total() * 2 : roll.total();
                    hit.forEach(t -> out.add(new CastOutcome.Effect(t.id(), "drain-wp", roll, amount, null)));
                }
                case DragonbaneEffect.Condition c -> hit.forEach(t -> out.add(new CastOutcome.Effect(t.id(), "condition",
                        null, 0, c.condition())));
                case DragonbaneEffect.ModifyPending m -> out.add(new CastOutcome.Effect(hit.isEmpty() ? null
                        : hit.get(0).id(), "modify-pending", null, 0, m.change()));
            }
        }
        return out;
    }

    private static Roll rollPerPower(Dice dice, CastRequest r, String purpose, String perPower, int levels) {
        DiceExpression one = DiceExpression.parse(perPower);
        DiceExpression all = new DiceExpression(one.terms().stream()
                .map(t -> new battleledger.kernel.dice.DiceTerm(t.count() * levels, t.faces())).toList(),
                one.constant() * levels);
        return Roller.roll(dice, r.caster().id(), purpose + " of " + r.spell().name(), all, List.<Modifier>of(),
                DragonbaneRule.POWER_LEVEL);
    }
}
