package battleledger.kernel.narration;

import battleledger.kernel.dice.AwaitedRoll;
import battleledger.kernel.event.DiceEvent.DiceSubmitted;
import battleledger.kernel.event.DiceEvent.RollAwaited;
import battleledger.kernel.rules.Design;
import battleledger.kernel.state.Battle;

import static battleledger.kernel.narration.Narrator.name;

/** Lines for manual dice: a command waiting for a roll, and the dice people submitted. */
final class DiceLines {

    private DiceLines() {
    }

    /**
     * Who rolls, and for which command, is the GM's and the roller's to read (as GET /awaiting tells it): a caster
     * nobody perceives must not show through its dice. Everyone reads that the battle waits, and for which dice.
     */
    static Line tell(Battle b, RollAwaited e) {
        return secret("The battle waits for a roll of " + e.roll().dice() + ".",
                "The " + e.waiting().getClass().getSimpleName() + " waits for " + asks(b, e.roll()) + ".",
                e.roll().roller());
    }

    static Line tell(Battle b, DiceSubmitted e) {
        return secret(Narrator.join(e.dice()) + " rolled for step " + e.forStep()
                        + (e.next() == null ? "; it goes on." : "; the battle waits for a roll of " + e.next().dice() + "."),
                who(b, e.roller()) + " rolled " + Narrator.join(e.dice()) + " for step " + e.forStep()
                        + (e.next() == null ? "; it goes on." : "; it waits for " + asks(b, e.next()) + "."),
                e.roller());
    }

    private static Line secret(String text, String secret, String roller) {
        return new Line(text, Design.MANUAL_DICE.citation(), java.util.List.of(), secret,
                "gm".equals(roller) ? java.util.List.of() : java.util.List.of(roller));
    }

    /** "Teresa to roll 1d20 for attack". */
    static String asks(Battle b, AwaitedRoll r) {
        return who(b, r.roller()) + " to roll " + r.dice() + " for " + r.purpose();
    }

    private static String who(Battle b, String roller) {
        return "gm".equals(roller) ? "the GM" : name(b, roller);
    }
}
