package battleledger.kernel.simulation;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.event.WithRolls;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.EncounterState;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One simulated battle: from a state, every side follows the {@link Policy} and the decider decides every move,
 * until one side is left standing, or the caps are reached (a draw). Nothing is stored.
 */
public final class Playout {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private Playout() {
    }

    /**
     * How one battle ended: the side left standing (null for a draw), the round it ended in, each combatant's hit
     * points and whether it survived (not dead), the spells begun by name, and the dice drawn.
     */
    public record Result(String winner, int rounds, Map<String, Integer> hp, Map<String, Boolean> survived,
                         Map<String, Integer> spells, long diceDrawn, int steps) {
    }

    public static Result play(EncounterState start, int maxRounds, int maxSteps) {
        EncounterState state = start;
        Map<String, Integer> spells = new TreeMap<>();
        long dice = 0;
        int steps = 0;
        while (!Standing.over(state.battle()) && state.battle().round() <= maxRounds && steps < maxSteps) {
            List<EncounterEvent> events = next(state);
            if (events == null) {
                break;
            }
            steps++;
            for (EncounterEvent e : events) {
                if (e instanceof WithRolls w) {
                    dice += w.diceDrawn();
                }
                if (e instanceof SpellBegun s && s.pending().spell() != null) {
                    spells.merge(s.pending().spell(), 1, Integer::sum);
                }
                state = DECIDER.evolve(state, e);
            }
        }
        Map<String, Integer> hp = new LinkedHashMap<>();
        Map<String, Boolean> survived = new LinkedHashMap<>();
        for (Combatant c : state.battle().combatants().values()) {
            hp.put(c.id(), c.hp());
            survived.put(c.id(), !c.dead());
        }
        return new Result(Standing.winner(state.battle()), state.battle().round(), hp, survived, spells, dice, steps);
    }

    /** The events of the first command the policy proposes that the rules accept; null when none is. */
    public static List<EncounterEvent> next(EncounterState state) {
        for (Policy.Choice c : Policy.choices(state)) {
            if (c.decided() != null) {
                return c.decided();
            }
            try {
                return DECIDER.decide(state, c.submission());
            } catch (RuleViolation refused) {
                // the rules say no: the policy's next choice
            }
        }
        return null;
    }
}
