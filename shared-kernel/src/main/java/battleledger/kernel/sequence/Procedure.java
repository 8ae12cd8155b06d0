package battleledger.kernel.sequence;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.spell.Durations;
import battleledger.kernel.spell.Triggers;
import battleledger.kernel.spell.Zones;

/**
 * One step, after the command's rule has validated it, returned its events and said what it leaves owed: the Dusk
 * procedure (002 › Sequences; DESIGN.md, Sequences), in this one place, top to bottom.
 * <ol>
 * <li>A trigger point opened (an action declared, a move): the readied actions that match are offered, lowest
 * initiative first; with nobody to ask, the action resolves at once ({@link Sequencer#triggerPoint}).</li>
 * <li>Each offer is answered by a later command (or, with {@code autoDeclare}, at once): a readied action declared
 * is itself a trigger point ({@link Answering}); a reaction taken or passed may leave nobody to ask.</li>
 * <li>When nobody is left to ask, declarations close and the actions resolve in reverse order of declaration, each
 * in its turn, cancelled or fizzling if its actor or locked target is gone ({@link Sequencer#closeIfDone},
 * {@link ActionResolution}).</li>
 * <li>Triggered spells and contingencies fire as soon as their condition comes true, also between two resolutions
 * ({@link Triggers#settle}).</li>
 * <li>When the sequence ends, emanations and spreads cast during it take hold (in {@link Sequencer#closeIfDone}).</li>
 * <li>A turn that began: the effects that last until then end, and zones act on the creature whose turn it is.</li>
 * </ol>
 */
public final class Procedure {

    private Procedure() {
    }

    /**
     * After a command's rule: what it left owed ({@code null}: nothing), then whatever triggered effects came true. A
     * command that decides earlier steps again ({@code timeline}) has settled each of them already.
     */
    public static Outcome afterRule(Facts f, Owed owed, boolean timeline) {
        Outcome out = owed == null ? Outcome.none() : play(f, owed);
        return timeline ? out : out.then(Triggers::settle);
    }

    /** Plays out what a rule left owed. */
    static Outcome play(Facts f, Owed owed) {
        return switch (owed) {
            case Owed.TriggerPointOpened opened -> Sequencer.triggerPoint(f, opened.point(), opened.root(),
                    opened.answering());
            case Owed.ReactionAnswered answered -> Sequencer.closeIfDone(f);
            case Owed.TurnBegun turn -> Durations.expire(f, turn.actor())
                    .then(g -> Zones.startOfTurn(g, turn.actor()));
        };
    }
}
