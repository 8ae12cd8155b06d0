package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.Ability;
import battleledger.kernel.ruleset.Edge;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;

/**
 * A shared combatant's rolls as Dragonbane makes and reads them (Dragonbane core rules › Skill Rolls, Conditions):
 * the banes its conditions put on a roll, a roll of one of its attributes, and a recorded roll read back, judged or
 * as a {@link SkillRoll}. The ruleset, the defences ({@link Defending}) and willpower casting share them.
 */
final class CombatantRolls {

    private CombatantRolls() {
    }

    /** The creature's conditions by name, in lower case. */
    static java.util.Set<String> conditions(Combatant c) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        c.conditions().forEach(a -> out.add(String.valueOf(a.condition()).toLowerCase()));
        return out;
    }

    /** The banes on a roll of {@code a}: the edge's, and those of the creature's conditions tied to the attribute. */
    static List<String> banesOf(Combatant c, Edge edge, Attribute a) {
        List<String> banes = new ArrayList<>(edge.disadvantages());
        banes.addAll(Pushing.conditionBanes(conditions(c), a));
        return banes;
    }

    /** A roll of the attribute the shared rules' ability stands for, at or under its value, its banes as above. */
    static SkillRoll attributeRoll(Dice dice, Combatant who, Ability ability, Edge edge, String purpose) {
        Attribute a = StatBlocks.attributeOf(ability);
        return SkillRoll.roll(dice, who.id(), purpose, StatBlocks.attributes(who.stats()).get(a),
                edge.advantages(), banesOf(who, edge, a), DragonbaneRule.SKILL_ROLLS);
    }

    /** Whether a recorded roll succeeded: a success, or a Dragon. */
    static boolean succeeded(Roll r) {
        return "success".equals(r.outcome()) || "dragon".equals(r.outcome());
    }

    /** A recorded d20 roll read back as a skill roll: its target, boons, banes and kept die; pushed or not. */
    static SkillRoll skillRoll(Roll r) {
        return new SkillRoll(r, r.against() == null ? 0 : r.against(), r.advantage().size(), r.disadvantage().size(),
                r.natural(), DragonbaneRule.PUSHING.citation().equals(r.rule()));
    }
}
