package battleledger.kernel.timeline;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.DiceTerm;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.WithRolls;
import battleledger.kernel.rules.Design;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.Entry;
import battleledger.kernel.state.History;

import java.util.ArrayList;
import java.util.List;

/**
 * The GM overrides a roll already made ("that was a 20"): the step that rolled it, and every step after it, is
 * decided again with the ruled dice; every other die stays the same because dice are keyed by step and index.
 * Revoking the ruling decides them again without it.
 */
public final class Overriding {

    private Overriding() {
    }

    public static Outcome overrideRoll(Facts f, OverrideRoll c) {
        Setup.gmOnly(f, "OverrideRoll");
        History history = f.state().history();
        if (history.positionOf(c.step()) < 0 && !carried(history, c.step()).isEmpty()) {
            // a revoke's step rolled nothing of its own, though /rolls reads the rolls it decided again in it
            throw RuleViolation.illegal("unknown-step", Design.RULINGS, "step " + c.step() + " is a "
                    + f.state().timeline().step(c.step()).command() + " and has no rolls of its own"
                    + carried(history, c.step()));
        }
        Entry target = Redecider.inEffect(history, c.step(), Design.RULINGS);
        List<Roll> rolls = rolls(target);
        if (c.roll() < 0 || c.roll() >= rolls.size()) {
            throw RuleViolation.illegal("unknown-roll", Design.RULINGS,
                    "step " + c.step() + " has " + rolls.size() + " rolls, numbered from 0; there is no roll " + c.roll()
                            + carried(history, c.step()));
        }
        Roll roll = rolls.get(c.roll());
        List<Integer> faces = faces(roll);
        if (c.dice().size() != faces.size()) {
            throw RuleViolation.invalid("override-dice-mismatch",
                    "roll " + c.roll() + " of step " + c.step() + " drew " + faces.size() + " dice ("
                            + roll.expression() + "); the override gives " + c.dice().size());
        }
        for (int i = 0; i < faces.size(); i++) {
            if (c.dice().get(i) < 1 || c.dice().get(i) > faces.get(i)) {
                throw RuleViolation.invalid("override-out-of-range",
                        "die " + (i + 1) + " of roll " + c.roll() + " is a d" + faces.get(i) + "; "
                                + c.dice().get(i) + " does not fit it");
            }
        }
        int firstDie = rolls.subList(0, c.roll()).stream().mapToInt(r -> r.dice().size()).sum();
        List<Entry> redo = history.decidedAgainFrom(c.step());
        return Outcome.again(loop -> Redecider.redecide(loop, redo, c.step(), java.util.Set.of(), (redecided, dropped) ->
                new RollOverridden(f.step(), f.by(), c.step(), c.roll(), firstDie, c.dice(), redecided, dropped)));
    }

    /**
     * What else a step's rolls may be: those of commands decided again in it (a command that waited for dice, decided
     * when they came; one decided again by a revoke or an override), which are named by the step of their command,
     * the {@code entry} /rolls gives them.
     */
    private static String carried(History history, int step) {
        List<Integer> origins = history.entries().stream().filter(e -> e.decidedIn() == step && e.origin() != step)
                .map(Entry::origin).toList();
        if (origins.isEmpty()) {
            return "";
        }
        return "; the rolls read in step " + step + " are those of the command" + (origins.size() == 1 ? "" : "s")
                + " of step " + origins.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(
                ", ")) + ", decided again in it: a roll is named by its command's step, its entry in /rolls";
    }

    static List<Roll> rolls(Entry entry) {
        List<Roll> out = new ArrayList<>();
        for (EncounterEvent e : entry.events()) {
            if (e instanceof WithRolls w) {
                out.addAll(w.rolls());
            }
        }
        return out;
    }

    /** The faces of each die the roll drew, in order (a maximum roll of a critical hit drew none). */
    static List<Integer> faces(Roll roll) {
        List<Integer> faces = new ArrayList<>();
        if (roll.dice().isEmpty()) {
            return faces;
        }
        for (DiceTerm t : DiceExpression.parse(roll.expression()).terms()) {
            for (int i = 0; i < t.count(); i++) {
                faces.add(t.faces());
            }
        }
        return faces;
    }
}
