package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.dice.Roller;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Life;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.ruleset.Edge;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static battleledger.kernel.ruleset.dragonbane.CombatantRolls.attributeRoll;
import static battleledger.kernel.ruleset.dragonbane.CombatantRolls.banesOf;
import static battleledger.kernel.ruleset.dragonbane.CombatantRolls.conditions;
import static battleledger.kernel.ruleset.dragonbane.CombatantRolls.skillRoll;
import static battleledger.kernel.ruleset.dragonbane.CombatantRolls.succeeded;

/**
 * The Dragonbane ruleset behind the seam (seed 004 and the Dragonbane core rules it leans on): every roll is a d20
 * at or under a skill level or an attribute, boons and banes keep the lower or the higher of two d20, a natural 1
 * is a Dragon and a natural 20 a Demon (Dragonbane core rules › Skill Rolls, Boons and Banes, Dragons and Demons);
 * initiative is one deal of cards (Dragonbane core rules › Initiative); a blow's damage is reduced by armor
 * (Dragonbane core rules › Armor); at 0 HP a character makes death rolls (Dragonbane core rules › Death Rolls).
 * Its magic, spells paid in willpower, is {@link DragonbaneMagic}; its rolls of a combatant, {@link CombatantRolls}.
 */
public final class DragonbaneRuleset implements Ruleset, DragonbaneMagic {

    public static final DragonbaneRuleset INSTANCE = new DragonbaneRuleset();

    private DragonbaneRuleset() {
    }

    @Override
    public RulesetId id() {
        return RulesetId.DRAGONBANE;
    }

    @Override
    public StatBlock admit(StatBlock s) {
        return StatBlocks.admit(s);
    }

    @Override
    public int roundSeconds() {
        return (int) MageStudy.ROUND_SECONDS; // "a round is 10 seconds" (Dragonbane core rules › Time)
    }

    @Override
    public Rule initiativeByTheCard() {
        return DragonbaneRule.INITIATIVE;
    }

    /**
     * Cards 1–10 shuffled by the encounter's dice, one to each combatant, lowest first (Dragonbane core rules ›
     * Initiative). Every combatant draws its own card: there are no initiative groups.
     */
    @Override
    public Optional<Dealt> deal(Dice dice, List<String> fighters, List<List<String>> groups) {
        if (groups != null && !groups.isEmpty()) {
            throw RuleViolation.conflict("initiative-groups-not-dealt", DragonbaneRule.INITIATIVE,
                    "every combatant draws its own initiative card; send StartCombat without groups");
        }
        InitiativeDeck.Dealt dealt = InitiativeDeck.deal(dice, fighters);
        return Optional.of(new Dealt(dealt.shuffle(),
                dealt.order().stream().map(c -> new Card(c.combatant(), c.card())).toList()));
    }

    /**
     * A d20 with boons and banes (the edge's advantages and disadvantages), no target: the modifiers are not added,
     * since a Dragonbane roll has none (Dragonbane core rules › Skill Rolls).
     */
    @Override
    public Roll d20(Dice dice, String roller, String purpose, Edge edge, List<Modifier> modifiers, Rule rule) {
        Roll r = SkillRoll.roll(dice, roller, purpose, 20, edge.advantages(), edge.disadvantages(), rule).roll();
        return r.judged(null, null);
    }

    /**
     * A roll of the attribute the shared rule's ability stands for, at or under its value (Dragonbane core rules ›
     * Skill Rolls): there is no difficulty class, so the DC is not read; a condition tied to the attribute gives a
     * bane (Dragonbane core rules › Conditions).
     */
    @Override
    public Roll check(Dice dice, Combatant who, Ability ability, Integer dc, Edge edge, List<Modifier> extra,
                      String purpose) {
        return attributeRoll(dice, who, ability, edge, purpose).roll();
    }

    /** Both roll; the one who succeeds where the other fails wins, else neither (Dragonbane core rules › Skill Rolls). */
    @Override
    public Contest judgeContest(Roll first, Roll second) {
        boolean a = succeeded(first);
        boolean b = succeeded(second);
        String w = a == b ? null : a ? first.roller() : second.roller();
        return new Contest(first, second, w);
    }

    @Override
    public Roll save(Dice dice, Combatant who, Ability ability, int dc, Edge edge, List<Modifier> extra,
                     String purpose) {
        return attributeRoll(dice, who, ability, edge, purpose).roll();
    }

    /** A Dragonbane attack is always rolled against the attacker's weapon skill; see the widened method. */
    @Override
    public AttackRoll attack(Dice dice, String attacker, String purpose, Edge edge, List<Modifier> modifiers,
                             int defence) {
        throw new IllegalStateException("a Dragonbane attack is rolled against the attacker's weapon skill");
    }

    /**
     * "roll against the weapon's skill" (Dragonbane core rules › Melee Attacks, Ranged Attacks): a hit at or under
     * the skill level, a Dragon always hits and is a critical hit (its damage dice are doubled, the choice this
     * engine makes for the attacker), a Demon always misses (Dragonbane core rules › Dragons and Demons).
     */
    @Override
    public AttackRoll attack(Dice dice, Combatant attacker, AttackProfile weapon, String purpose, Edge edge,
                             List<Modifier> modifiers, int defence) {
        List<String> banes = new ArrayList<>(edge.disadvantages());
        banes.addAll(Pushing.conditionBanes(conditions(attacker), Skills.attributeOf(weapon.ability())));
        SkillRoll roll = SkillRoll.roll(dice, attacker.id(), purpose + " with " + weapon.name(),
                StatBlocks.skill(attacker, weapon.ability()), edge.advantages(), banes,
                weapon.melee() ? DragonbaneRule.MELEE : DragonbaneRule.RANGED);
        return new AttackRoll(roll.roll(), roll.succeeded(), roll.dragon());
    }

    /** The weapon's damage dice; a Dragon doubles the dice (Dragonbane core rules › Dragons and Demons). */
    @Override
    public Roll damage(Dice dice, String attacker, DiceExpression expression, List<Modifier> modifiers,
                       boolean critical) {
        DiceExpression rolled = critical ? new DiceExpression(expression.terms().stream()
                .map(t -> new battleledger.kernel.dice.DiceTerm(t.count() * 2, t.faces())).toList(),
                expression.constant()) : expression;
        return Roller.roll(dice, attacker, "damage", rolled, List.of(),
                critical ? DragonbaneRule.DRAGON_AND_DEMON : DragonbaneRule.ARMOR);
    }

    /** "Armor ... reduces the damage" by its rating (Dragonbane core rules › Armor). */
    @Override
    public Absorbed absorbs(Combatant target) {
        Integer armor = target.stats().armor();
        return armor == null || armor == 0 ? null : new Absorbed(armor, "armor", DragonbaneRule.ARMOR);
    }

    /** HP never go below 0 (Dragonbane core rules › Hit Points and Willpower Points). */
    @Override
    public int hpFloor() {
        return 0;
    }

    /** The deck is dealt once, at the start of the battle; a latecomer has no card to draw. */
    @Override
    public Roll initiative(Dice dice, Combatant fighter) {
        throw RuleViolation.conflict("initiative-deck-dealt", DragonbaneRule.INITIATIVE,
                "the initiative cards were dealt when the battle started; add " + fighter.id() + " before StartCombat");
    }

    /** Cards are never tied. */
    @Override
    public Roll initiativeRollOff(Dice dice, String fighter) {
        throw new IllegalStateException("initiative cards are never tied");
    }

    /**
     * At 0 HP a character is dying and makes death rolls (Dragonbane core rules › Death Rolls); a monster that is
     * not a villain simply dies.
     */
    @Override
    public Fall fall(Combatant c, boolean nonlethal) {
        Life life = c.vitals().life();
        if (c.stats().diesAtZero()) {
            return new Fall(Life.DEAD, "a monster at 0 HP is slain", DragonbaneRule.DEATH_ROLLS);
        }
        if (life == Life.ALIVE || life == Life.STABLE) {
            return new Fall(Life.DYING, "at 0 HP, making death rolls", DragonbaneRule.DEATH_ROLLS);
        }
        return null;
    }

    /**
     * A death roll of CON at the start of each turn at 0 HP; a Dragon counts as two successes, a Demon as two
     * failures; three successes and the character survives, three failures and it dies (Dragonbane core rules ›
     * Death Rolls). A failure deals no damage.
     */
    @Override
    public DeathSave deathSave(Dice dice, Combatant dying, Edge edge) {
        SkillRoll roll = SkillRoll.roll(dice, dying.id(), "death roll", StatBlocks.attributes(dying.stats()).con(),
                edge.advantages(), banesOf(dying, edge, Attribute.CON), DragonbaneRule.DEATH_ROLLS);
        int successes = Math.min(3, dying.vitals().deathSaves() + (roll.dragon() ? 2 : roll.succeeded() ? 1 : 0));
        int failures = Math.min(3, dying.vitals().deathFailures() + (roll.demon() ? 2 : roll.succeeded() ? 0 : 1));
        return new DeathSave(roll.roll(), roll.succeeded(), successes, successes >= 3 && failures < 3, null,
                failures, failures >= 3);
    }

    /** A living character is asked to parry or dodge a harmful action that struck it (see {@link Defending}). */
    @Override
    public Rule offersDefence(Combatant target) {
        return Defending.offered(target) ? DragonbaneRule.PARRY_AND_DODGE : null;
    }

    @Override
    public Defence defend(Dice dice, Combatant defender, String defence, String weapon,
                          battleledger.kernel.state.Harm harm, boolean actionLeft) {
        return Defending.defend(dice, defender, defence, weapon, harm, actionLeft);
    }

    /** A parry or a dodge replaces the round's action (Dragonbane core rules › Parrying, Dodging). */
    @Override
    public Rule reactionTakesTheAction() {
        return DragonbaneRule.PARRY_AND_DODGE;
    }

    /**
     * A failed roll pushed once, the roller taking the condition tied to the roll's attribute; a Demon, a success, a
     * roll pushed already and a condition already taken refuse (Dragonbane core rules › Pushing Your Roll; 004 ›
     * Rolling a Demon).
     */
    @Override
    public Rule pushes() {
        return DragonbaneRule.PUSHING;
    }

    @Override
    public Pushed push(Dice dice, Combatant roller, Roll failed, String skill, boolean optionOn, String condition) {
        // a roll pushed already names no skill: it is refused before its attribute is read
        Attribute attribute = skill == null ? null : Skills.known().containsKey(skill) ? Skills.attributeOf(skill)
                : StatBlocks.attributeOf(Ability.fromCode(skill));
        Pushing.Pushed pushed = Pushing.push(optionOn, skillRoll(failed), attribute, conditions(roller), dice,
                condition);
        return new Pushed(pushed.roll().roll(), pushed.roll().succeeded(), pushed.roll().dragon(),
                battleledger.kernel.model.Condition.valueOf(pushed.condition().toUpperCase()), DragonbaneRule.PUSHING);
    }

    /** "Damage taken at 0 HP counts as a failed death roll" (Dragonbane core rules › Death Rolls). */
    @Override
    public Failures failuresFromDamage(Combatant dying) {
        return new Failures(DeathRolls.damagedWhileDying(new DeathRolls.Tally(dying.vitals().deathSaves(),
                dying.vitals().deathFailures())).failures(), DragonbaneRule.DEATH_ROLLS);
    }
}
