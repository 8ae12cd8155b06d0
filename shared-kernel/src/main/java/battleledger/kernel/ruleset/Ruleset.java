package battleledger.kernel.ruleset;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.model.StatBlockRules;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.model.Life;

import java.util.List;
import java.util.Optional;

/**
 * What a ruleset supplies (DESIGN.md, Rulesets): the numbers and the resolution of checks, saves, attacks,
 * initiative, damage, dying and, as its {@link MagicRules}, the cost of casting. The actions, the sequence engine, the
 * grid, the timeline and the dice are shared; they ask the encounter's ruleset (the decision carries it) and never
 * name one.
 * <p>
 * Each method is a function of what it reads: the step's dice and the creatures concerned in, a roll (judged) or a
 * typed refusal out. None emits an event: the caller records every roll in its event.
 */
public interface Ruleset extends MagicRules {

    /** The ruleset's name, as an encounter names it. */
    RulesetId id();

    /** The core roll: the die (or dice, by the edge) plus modifiers, the edge's sources recorded on the roll. */
    Roll d20(Dice dice, String roller, String purpose, Edge edge, List<Modifier> modifiers, Rule rule);

    /** An ability check against a DC; a null DC is one side of a contest, judged by {@link #judgeContest}. */
    Roll check(Dice dice, Combatant who, Ability ability, Integer dc, Edge edge, List<Modifier> extra, String purpose);

    /** Both sides of a contest, judged ("wins", "loses", "tie"), and the winner's id (null on a tie). */
    Contest judgeContest(Roll first, Roll second);

    /** A saving throw against a DC. */
    Roll save(Dice dice, Combatant who, Ability ability, int dc, Edge edge, List<Modifier> extra, String purpose);

    /** An attack roll against the target's defence (its AC with every bonus), judged. */
    AttackRoll attack(Dice dice, String attacker, String purpose, Edge edge, List<Modifier> modifiers, int defence);

    /** A weapon's damage roll; a critical hit's by the ruleset's rule. */
    Roll damage(Dice dice, String attacker, DiceExpression expression, List<Modifier> modifiers, boolean critical);

    /** A combatant's initiative roll at the start of a battle (or when it joins one). */
    Roll initiative(Dice dice, Combatant fighter);

    /** One roll of a roll-off between creatures whose initiative is tied. */
    Roll initiativeRollOff(Dice dice, String fighter);

    /** What becomes of a creature at 0 hit points or fewer after a blow, or null when nothing changes. */
    Fall fall(Combatant struck, boolean nonlethal);

    /** A dying creature's roll at the start of its turn, and what follows from it. */
    DeathSave deathSave(Dice dice, Combatant dying, Edge edge);

    /**
     * The stat block as this ruleset admits it to an encounter: checked (a typed refusal when it is not a creature of
     * this ruleset), and completed from the ruleset's own traits so the shared rules can read it. The playtest's
     * stat block is checked by {@link StatBlockRules} and carries no Dragonbane traits.
     */
    default StatBlock admit(StatBlock s) {
        if (s.attributes() != null || s.wp() != null || s.armor() != null || s.mage() != null) {
            throw RuleViolation.invalid("traits-of-another-ruleset", "attributes, wp and armor are "
                    + "Dragonbane's; a " + id().name().toLowerCase() + " combatant has abilities, ac and slots");
        }
        StatBlockRules.validate(s);
        return s;
    }

    /**
     * Initiative dealt once for the whole battle from one deck (the cards in acting order, the shuffle recorded), or
     * empty when every creature rolls its own ({@link #initiative}).
     */
    default Optional<Dealt> deal(Dice dice, List<String> fighters, List<List<String>> groups) {
        return Optional.empty();
    }

    /**
     * An attack with a weapon of the attacker's stat block, judged: the playtest rolls against the defence (AC); a
     * ruleset that rolls under the attacker's own skill reads it from the attacker and the weapon.
     */
    default AttackRoll attack(Dice dice, Combatant attacker, AttackProfile weapon, String purpose, Edge edge,
                              List<Modifier> modifiers, int defence) {
        return attack(dice, attacker.id(), purpose, edge, modifiers, defence);
    }

    /** The damage a blow's target takes off it before anything else: its armor (none in the playtest). */
    default Absorbed absorbs(Combatant target) {
        return null;
    }

    /** The fewest hit points a blow leaves: the playtest counts below 0 (its dying threshold); others stop at 0. */
    default int hpFloor() {
        return Integer.MIN_VALUE;
    }

    /**
     * Whether the target of a harmful action that struck home is asked for a defence before it lands (Dragonbane core
     * rules › Parrying, Dodging): the rule that offers it, or null. The playtest has no such defence (its Dodge is an
     * action): never.
     */
    default Rule offersDefence(Combatant target) {
        return null;
    }

    /**
     * The defence roll against {@code harm}: a parry with {@code weapon} or a dodge, judged (held or not); a typed
     * refusal when the defender may not defend so. {@code actionLeft}: the defender still has the action it would
     * spend.
     */
    default Defence defend(Dice dice, Combatant defender, String defence, String weapon,
                           battleledger.kernel.state.Harm harm, boolean actionLeft) {
        throw RuleViolation.conflict("no-defence-offered", battleledger.kernel.rules.Playtest.REACTIONS,
                "the " + id().name().toLowerCase() + " ruleset has no parry or dodge reaction");
    }

    /**
     * Whether a reaction takes the creature's one action of the round (Dragonbane core rules › Parrying, Dodging),
     * rather than a reaction of its own kept apart from the action (the playtest's): the rule, or null.
     */
    default Rule reactionTakesTheAction() {
        return null;
    }

    /** The seconds of game time a round takes: "Each round represents 6 seconds" (001 › Combat). */
    default int roundSeconds() {
        return (int) battleledger.kernel.state.GameTime.ROUND;
    }

    /** The rule that each draws its own initiative card (no groups, 001 › Initiative); null where groups may roll. */
    default Rule initiativeByTheCard() {
        return null;
    }

    /** The rule of pushed rolls (Dragonbane core rules › Pushing Your Roll), or null when the ruleset has none. */
    default Rule pushes() {
        return null;
    }

    /**
     * A failed roll rolled once more (Dragonbane core rules › Pushing Your Roll): {@code skill} is the weapon skill
     * or the ability the roll was of, {@code condition} the one the roller chose to take (null: the roll's own); a
     * typed refusal when it cannot be pushed.
     */
    default Pushed push(Dice dice, Combatant roller, Roll failed, String skill, boolean optionOn, String condition) {
        throw RuleViolation.conflict("pushing-not-in-ruleset", battleledger.kernel.rules.Playtest.ATTACK_BASICS,
                "the " + id().name().toLowerCase() + " ruleset has no pushed rolls");
    }

    /**
     * Damage taken by a creature that is dying: the failed death rolls it counts for (Dragonbane core rules › Death
     * Rolls), or null when the ruleset gives it no such meaning.
     */
    default Failures failuresFromDamage(Combatant dying) {
        return null;
    }

    /** Failed death rolls counted so far, and the rule that counts them. */
    record Failures(int failures, Rule rule) {
    }

    /** A defence roll, whether it held, and the rule. */
    record Defence(Roll roll, boolean held, Rule rule) {
    }

    /** A pushed roll, whether it now succeeds (and is a Dragon), and the condition it cost. */
    record Pushed(Roll roll, boolean success, boolean dragon, battleledger.kernel.model.Condition condition,
                  Rule rule) {
    }

    /** The cards of a deck dealt at the start of a battle, lowest (acting first) first, and the shuffle. */
    record Dealt(Roll shuffle, List<Card> cards) {
        public Dealt {
            cards = List.copyOf(cards);
        }
    }

    /** One combatant's initiative card. */
    record Card(String combatant, int card) {
    }

    /** What armor takes off a blow, and the rule. */
    record Absorbed(int amount, String source, Rule rule) {
    }

    /** Both sides of a contest, judged. */
    record Contest(Roll first, Roll second, String winner) {
    }

    /** An attack roll judged against the defence. */
    record AttackRoll(Roll roll, boolean hit, boolean critical) {
    }

    /** The state of life a creature falls to, why, and the rule. */
    record Fall(Life to, String reason, Rule rule) {
    }

    /**
     * A death save: the roll as recorded, whether it succeeded, the successes so far, whether they stabilize the
     * creature, and the damage a failure deals (null on a success or when a failure deals none); for a ruleset
     * that counts failures too, the failures so far and whether they kill.
     */
    record DeathSave(Roll roll, boolean success, int successes, boolean stabilized, Roll damage, Integer failures,
                     boolean dies) {
        /** A death save that counts only successes, whose failure deals damage (the playtest's). */
        public DeathSave(Roll roll, boolean success, int successes, boolean stabilized, Roll damage) {
            this(roll, success, successes, stabilized, damage, null, false);
        }
    }
}
