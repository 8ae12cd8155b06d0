package battleledger.kernel.narration;

import battleledger.kernel.dice.AwaitedRoll;
import battleledger.kernel.event.DiceEvent.DiceSubmitted;
import battleledger.kernel.event.DiceEvent.RollAwaited;
import battleledger.kernel.rules.Design;
import battleledger.kernel.state.Battle;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;
import static battleledger.kernel.narration.Narrator.on;

/** Lines for manual dice: a command waiting for a roll, and the dice people submitted. */
final class DiceLines {

    private DiceLines() {
    }

    static void register() {
        on(RollAwaited.class, (b, e) -> line("The " + e.waiting().getClass().getSimpleName() + " waits for "
                + asks(b, e.roll()) + ".", Design.MANUAL_DICE));
        on(DiceSubmitted.class, (b, e) -> line(who(b, e.roller()) + " rolled " + Narrator.join(e.dice())
                + " for step " + e.forStep() + (e.next() == null ? "; it goes on."
                : "; it waits for " + asks(b, e.next()) + "."), Design.MANUAL_DICE));
    }

    /** "Teresa to roll 1d20 for attack". */
    static String asks(Battle b, AwaitedRoll r) {
        return who(b, r.roller()) + " to roll " + r.dice() + " for " + r.purpose();
    }

    private static String who(Battle b, String roller) {
        return "gm".equals(roller) ? "the GM" : name(b, roller);
    }
}
