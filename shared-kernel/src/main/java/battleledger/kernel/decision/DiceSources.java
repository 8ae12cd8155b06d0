package battleledger.kernel.decision;

import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.ForcedDice;
import battleledger.kernel.dice.KeyedDice;
import battleledger.kernel.dice.ManualDice;
import battleledger.kernel.dice.ScriptedDice;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;
import battleledger.kernel.state.StepRecord;

import java.util.HashMap;
import java.util.Map;

/**
 * The dice of a step: keyed by (seed, step, index), or the script's values from where the step began; with the
 * draws that rulings in effect have overridden. A command decided again uses its original step's dice.
 */
public final class DiceSources {

    private DiceSources() {
    }

    /** The dice for a command first decided in {@code step}. */
    public static Dice of(EncounterState state, int step) {
        EncounterOptions.DiceOptions options = state.encounter().options().dice();
        Dice base;
        if (options.mode() == EncounterOptions.DiceMode.SCRIPTED) {
            StepRecord record = state.timeline().step(step);
            int start = record == null ? state.timeline().scriptCursor() : record.scriptStart();
            base = new ScriptedDice(options.script(), start);
        } else if (options.mode() == EncounterOptions.DiceMode.MANUAL) {
            // people's dice: those submitted for the step; a step decided for the first time, or the one the battle
            // waits for, waits for more; any other step decided again has all it will ever get
            Waiting waiting = Waiting.of(state);
            boolean open = step >= state.nextStep() || waiting != null && waiting.step() == step;
            base = new ManualDice(Waiting.submitted(state, step), !open);
        } else {
            base = new KeyedDice(state.encounter().seed(), step);
        }
        Map<Integer, Integer> forced = overrides(state, step);
        return forced.isEmpty() ? base : new ForcedDice(base, forced);
    }

    /** Draws of {@code step} that overrides in effect have ruled, by draw index; the latest ruling wins. */
    static Map<Integer, Integer> overrides(EncounterState state, int step) {
        Map<Integer, Integer> forced = new HashMap<>();
        if (step >= state.nextStep()) {
            // a step decided for the first time: an override only ever rules a step already decided (issue 18: a new
            // command does not read the whole history for rulings that cannot concern it)
            return forced;
        }
        for (Entry e : state.history().entries()) {
            if (e.accepted() instanceof RollOverridden o && o.targetStep() == step) {
                for (int i = 0; i < o.dice().size(); i++) {
                    forced.put(o.firstDie() + i, o.dice().get(i));
                }
            }
        }
        return forced;
    }
}
