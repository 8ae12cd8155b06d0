package battleledger.kernel.resolve;

import battleledger.kernel.Decision;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;

/** Rolls of the d20 core: checks against a DC, saving throws, contests (001 › Basic Rules). */
public final class Resolve {

    private Resolve() {
    }

    /** d20 (or two, by the edge) plus modifiers, the edge's sources recorded on the roll. */
    public static Roll d20(Decision d, String roller, String purpose, Edge edge, List<Modifier> modifiers, Rule rule) {
        return d.roll(roller, purpose, edge.d20(), modifiers, rule).withEdges(edge.advantages(), edge.disadvantages());
    }

    /**
     * "roll a d20 and add the relevant ability's modifier ... If your check result is equal to or greater than the
     * DC, you succeed" (001 › Basic Rules › Checks). A null DC is a contest's side, judged by the contest.
     */
    public static Roll check(Decision d, Combatant who, Ability ability, Integer dc, Edge edge, List<Modifier> extra,
                             String purpose) {
        List<Modifier> mods = new ArrayList<>();
        mods.add(new Modifier(ability.code(), who.stats().modifier(ability)));
        mods.addAll(extra);
        Roll roll = d20(d, who.id(), purpose, edge, mods, Playtest.CHECKS);
        return dc == null ? roll : roll.judged(dc, roll.total() >= dc ? "success" : "failure");
    }

    /**
     * A saving throw against a DC (001 › Basic Rules › Saving Throws). A paralyzed, stunned or unconscious creature
     * "automatically fails Strength and Dexterity saving throws" (001 › Conditions): no die is rolled.
     */
    public static Roll save(Decision d, Combatant who, Ability ability, int dc, Edge edge, List<Modifier> extra,
                            String purpose) {
        if (ability == Ability.STR || ability == Ability.DEX) {
            List<Condition> failing = who.with(Condition.Effect.FAILS_STR_DEX_SAVES);
            if (!failing.isEmpty()) {
                return new Roll(who.id(), purpose, "none", List.of(), List.of(), List.of(), 0, dc,
                        "automatic failure (" + failing.get(0).name().toLowerCase() + ")",
                        failing.get(0).rule().citation());
            }
        }
        List<Modifier> mods = new ArrayList<>();
        mods.add(new Modifier(ability.code(), who.stats().modifier(ability)));
        mods.addAll(extra);
        Roll roll = d20(d, who.id(), purpose, edge, mods, Playtest.SAVING_THROWS);
        return roll.judged(dc, roll.total() >= dc ? "success" : "failure");
    }

    /**
     * "The creature with the higher check result wins the contest ... If there is a tie, neither creature
     * succeeds. The situation remains the same" (001 › Basic Rules › Contests). Returns the winner's id, or null.
     */
    public static String winner(Roll first, Roll second) {
        if (first.total() == second.total()) {
            return null;
        }
        return first.total() > second.total() ? first.roller() : second.roller();
    }

    /** Both sides of a contest, judged: the winner succeeds, a tie leaves both failing. */
    public static Roll[] judgeContest(Roll first, Roll second) {
        String w = winner(first, second);
        return new Roll[]{
                first.judged(second.total(), first.roller().equals(w) ? "wins" : w == null ? "tie" : "loses"),
                second.judged(first.total(), second.roller().equals(w) ? "wins" : w == null ? "tie" : "loses")};
    }
}
