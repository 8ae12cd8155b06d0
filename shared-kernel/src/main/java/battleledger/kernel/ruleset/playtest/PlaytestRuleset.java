package battleledger.kernel.ruleset.playtest;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.dice.Roller;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.ruleset.Edge;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.model.Life;

import java.util.ArrayList;
import java.util.List;

/**
 * The playtest ruleset (seed 001, with the options of seeds 000 and 003): a d20 plus modifiers against a DC or an AC
 * (001 › Basic Rules; 001 › Combat; 001 › Damage and Dying; 001 › Magic).
 */
public final class PlaytestRuleset implements Ruleset {

    public static final PlaytestRuleset INSTANCE = new PlaytestRuleset();

    static final int DEATH_SAVE_DC = 10;
    static final int SUCCESSES_TO_STABILIZE = 3;

    private PlaytestRuleset() {
    }

    @Override
    public RulesetId id() {
        return RulesetId.PLAYTEST;
    }

    /**
     * "No matter how many times you gain advantage or disadvantage on the same check, attack roll, or saving throw,
     * you roll only one additional d20" (001 › Basic Rules › Advantage and Disadvantage).
     */
    @Override
    public Roll d20(Dice dice, String roller, String purpose, Edge edge, List<Modifier> modifiers, Rule rule) {
        return Roller.roll(dice, roller, purpose, edge.d20(), modifiers, rule)
                .withEdges(edge.advantages(), edge.disadvantages());
    }

    /**
     * "roll a d20 and add the relevant ability's modifier ... If your check result is equal to or greater than the
     * DC, you succeed" (001 › Basic Rules › Checks). A null DC is a contest's side, judged by the contest.
     * <p>Cites {@code Playtest.CHECK_DC}.
     */
    @Override
    public Roll check(Dice dice, Combatant who, Ability ability, Integer dc, Edge edge, List<Modifier> extra,
                      String purpose) {
        Roll roll = d20(dice, who.id(), purpose, edge, withAbility(who, ability, extra), Playtest.CHECKS);
        return dc == null ? roll : roll.judged(dc, roll.total() >= dc ? "success" : "failure");
    }

    /**
     * "The creature with the higher check result wins the contest ... If there is a tie, neither creature
     * succeeds. The situation remains the same" (001 › Basic Rules › Contests).
     */
    @Override
    public Contest judgeContest(Roll first, Roll second) {
        String w = first.total() == second.total() ? null
                : first.total() > second.total() ? first.roller() : second.roller();
        return new Contest(
                first.judged(second.total(), first.roller().equals(w) ? "wins" : w == null ? "tie" : "loses"),
                second.judged(first.total(), second.roller().equals(w) ? "wins" : w == null ? "tie" : "loses"), w);
    }

    /**
     * A saving throw against a DC (001 › Basic Rules › Saving Throws). A paralyzed, stunned or unconscious creature
     * "automatically fails Strength and Dexterity saving throws" (001 › Conditions): no die is rolled.
     */
    @Override
    public Roll save(Dice dice, Combatant who, Ability ability, int dc, Edge edge, List<Modifier> extra,
                     String purpose) {
        if (ability == Ability.STR || ability == Ability.DEX) {
            List<Condition> failing = who.with(Condition.Effect.FAILS_STR_DEX_SAVES);
            if (!failing.isEmpty()) {
                return new Roll(who.id(), purpose, "none", List.of(), List.of(), List.of(), 0, dc,
                        "automatic failure (" + failing.get(0).name().toLowerCase() + ")",
                        failing.get(0).rule().citation());
            }
        }
        Roll roll = d20(dice, who.id(), purpose, edge, withAbility(who, ability, extra), Playtest.SAVING_THROWS);
        return roll.judged(dc, roll.total() >= dc ? "success" : "failure");
    }

    private static List<Modifier> withAbility(Combatant who, Ability ability, List<Modifier> extra) {
        List<Modifier> mods = new ArrayList<>();
        mods.add(new Modifier(ability.code(), who.stats().modifier(ability)));
        mods.addAll(extra);
        return mods;
    }

    /**
     * "If the total of your roll equals or exceeds the target's Armor Class (AC), the attack hits" (001 › Combat ›
     * Attack Basics › Attack Rolls); a natural 20 hits and is a critical hit, a natural 1 misses (001 › Natural 20,
     * Natural 1).
     * <p>Cites {@code Playtest.ATTACKS}.
     */
    @Override
    public AttackRoll attack(Dice dice, String attacker, String purpose, Edge edge, List<Modifier> modifiers,
                             int defence) {
        Roll roll = d20(dice, attacker, purpose, edge, modifiers, Playtest.ATTACK_ROLLS);
        int natural = roll.natural();
        boolean critical = natural == 20;
        boolean hit = critical || natural != 1 && roll.total() >= defence;
        String outcome = critical ? "critical hit" : natural == 1 ? "miss (natural 1)" : hit ? "hit" : "miss";
        String rule = critical ? Playtest.NATURAL_20.citation() : natural == 1 ? Playtest.NATURAL_1.citation()
                : Playtest.ATTACK_ROLLS.citation();
        Roll judged = new Roll(roll.roller(), roll.purpose(), roll.expression(), roll.dice(), roll.kept(),
                roll.modifiers(), roll.total(), defence, outcome, rule, roll.advantage(), roll.disadvantage());
        return new AttackRoll(judged, hit, critical);
    }

    /** The weapon's dice and modifiers; a critical hit deals the maximum (001 › Combat › Critical Hit). */
    @Override
    public Roll damage(Dice dice, String attacker, DiceExpression expression, List<Modifier> modifiers,
                       boolean critical) {
        return critical
                ? Roller.maximum(attacker, "damage", expression, modifiers, Playtest.CRITICAL_HIT)
                : Roller.roll(dice, attacker, "damage", expression, modifiers, Playtest.DAMAGE_ROLLS);
    }

    /** "each participant in a battle rolls a d20 and adds its Dexterity modifier" (001 › Combat › Initiative). */
    @Override
    public Roll initiative(Dice dice, Combatant fighter) {
        return Roller.roll(dice, fighter.id(), "initiative", DiceExpression.d20(),
                List.of(new Modifier("dex", fighter.stats().modifier(Ability.DEX))), Playtest.INITIATIVE);
    }

    /** "the tied creatures roll a d20 each to determine their order" (001 › Combat › Initiative › Resolving Ties). */
    @Override
    public Roll initiativeRollOff(Dice dice, String fighter) {
        return Roller.roll(dice, fighter, "initiative roll-off", DiceExpression.d20(), List.of(),
                Playtest.INITIATIVE_TIES);
    }

    /** At 0 hit points or fewer: knocked out, dying, or dead (001 › Damage and Dying). */
    @Override
    public Fall fall(Combatant c, boolean nonlethal) {
        Life life = c.vitals().life();
        int threshold = -(c.stats().abilities().con() + c.stats().level());
        // the specific rule first: a nonlethal blow leaves even a monster at 0, unconscious (001 › Nonlethal Damage)
        if (nonlethal && life == Life.ALIVE && c.hp() > threshold) {
            return new Fall(Life.KNOCKED_OUT, "a nonlethal attack leaves it at 0 hit points, unconscious",
                    Playtest.NONLETHAL);
        } else if (c.stats().diesAtZero()) {
            return new Fall(Life.DEAD, "a monster that drops to 0 hit points typically just dies",
                    Playtest.MONSTERS_AND_DYING);
        } else if (c.hp() <= threshold) {
            return new Fall(Life.DEAD, "hit points at " + c.hp() + ", at or below −(Constitution + level) = "
                    + threshold, Playtest.DEAD);
        } else if (life != Life.DYING) {
            return new Fall(Life.DYING,
                    life == Life.ALIVE ? "0 hit points or fewer" : "damage while unconscious at 0 or fewer",
                    life == Life.KNOCKED_OUT ? Playtest.NONLETHAL : Playtest.DYING);
        }
        return null;
    }

    /**
     * "On each of your turns after you begin dying, you make a special saving throw ... Make a DC 10 Constitution
     * saving throw. On a success, you remain dying ... On a failure, you take 1d6 damage. This damage cannot be
     * reduced in any way. If you succeed on three of these saving throws, you immediately become stabilized."
     * (001 › Damage and Dying › Death Saving Throws)
     */
    @Override
    public DeathSave deathSave(Dice dice, Combatant c, Edge edge) {
        Roll roll = save(dice, c, Ability.CON, DEATH_SAVE_DC, edge, List.of(), "death save");
        boolean success = "success".equals(roll.outcome());
        int successes = c.vitals().deathSaves() + (success ? 1 : 0);
        Roll damage = success ? null : Roller.roll(dice, c.id(), "death save damage", DiceExpression.of(1, 6),
                List.of(), Playtest.DEATH_SAVES);
        return new DeathSave(roll.judged(DEATH_SAVE_DC, roll.outcome()), success, successes,
                success && successes >= SUCCESSES_TO_STABILIZE, damage);
    }

    /**
     * A minor spell is cast "whenever and as often as wished" (001 › Magic › Minor Spells); any other with a slot
     * of its level or higher, one left (002 › Stages of Spellcasting › Choose the Spell: "you must be able to pay
     * all costs").
     * <p>Cites {@code Playtest.MINOR_SPELLS}.
     */
    @Override
    public int castingLevel(Combatant caster, SpellAsked spell) {
        if (spell.minor()) {
            return 0;
        }
        int level = spell.asked() == null ? spell.level() : spell.asked();
        if (level < spell.level() || level > 9) {
            throw RuleViolation.invalid("invalid-slot-level", spell.name() + " is a level " + spell.level()
                    + " spell; it is cast with a slot of level " + spell.level() + " to 9");
        }
        int have = caster.stats().slots().getOrDefault(level, 0) - caster.casting().used(level);
        if (have < 1) {
            throw RuleViolation.conflict("no-slot", Dusk.CHOOSE_SPELL, caster.stats().name()
                    + " has no level " + level + " slot left: \"you must be able to pay all costs\"");
        }
        return level;
    }
}
