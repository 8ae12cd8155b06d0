package battleledger.kernel.audit;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.model.EncounterOptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.Fixtures.add;
import static battleledger.kernel.support.Fixtures.creature;
import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static org.assertj.core.api.Assertions.assertThat;

/** DESIGN.md › Replay and audit: Verify. */
class VerifierTest {

    /** A battle with engine dice, turns, an override, an undo and redo, and a revoke: 13 steps. */
    static List<EncounterEvent> battle() {
        return history(encounter(EncounterOptions.defaults()), add(creature("ann", "party", 10)),
                add(creature("bob", "party", 12)), add(creature("cal", "orcs", 14)), new StartCombat(List.of()),
                new OverrideRoll(5, 0, List.of(20)), new EndTurn("ann"), new Undo(), new Redo(),
                new RevokeRuling(6), new Undo(), new Undo(), new Redo());
    }

    @Test
    @DisplayName("DESIGN › Replay and audit: an honest battle decides again to exactly itself")
    void anHonestBattleVerifies() {
        List<EncounterEvent> stored = battle();
        Verification v = Verifier.verify(stored);
        assertThat(v.firstDifference()).isNull();
        assertThat(v.verified()).isTrue();
        assertThat(v.steps()).isEqualTo(13);
        assertThat(v.events()).isEqualTo(stored.size());
        assertThat(v.digests()).hasSize(13);
        assertThat(v.digest()).isEqualTo(v.digests().get(12)).hasSize(64);
    }

    @Test
    @DisplayName("DESIGN › Replay and audit: a tampered die fails verification at its step")
    void aTamperedDieFailsAtItsStep() {
        List<EncounterEvent> stored = new ArrayList<>(battle());
        int i = indexOf(stored, InitiativeRolled.class);
        InitiativeRolled honest = (InitiativeRolled) stored.get(i);
        Roll r = honest.roll();
        int forged = r.dice().get(0) == 20 ? 19 : 20;
        stored.set(i, new InitiativeRolled(honest.step(), honest.combatant(), new Roll(r.roller(), r.purpose(),
                r.expression(), List.of(forged), List.of(forged), r.modifiers(), forged + r.total() - r.natural(),
                r.against(), r.outcome(), r.rule()), honest.dexScore()));
        Verification v = Verifier.verify(stored);
        assertThat(v.verified()).isFalse();
        assertThat(v.firstDifference().step()).isEqualTo(5);
        assertThat(v.firstDifference().what()).contains("event 2");
        assertThat(v.steps()).isEqualTo(5);
    }

    @Test
    void aTamperedIntentFailsAtItsStep() {
        List<EncounterEvent> stored = new ArrayList<>(battle());
        int i = indexOf(stored, TurnEnded.class);
        TurnEnded honest = (TurnEnded) stored.get(i);
        stored.set(i, new TurnEnded(honest.step(), honest.by(), "cal"));
        Verification v = Verifier.verify(stored);
        assertThat(v.verified()).isFalse();
        assertThat(v.firstDifference().step()).isEqualTo(honest.step());
        assertThat(v.firstDifference().what()).contains("refuse");
    }

    @Test
    void aStreamThatSkipsAStepFails() {
        List<EncounterEvent> stored = new ArrayList<>(battle());
        stored.removeIf(e -> e.step() == 2);
        Verification v = Verifier.verify(stored);
        assertThat(v.verified()).isFalse();
        assertThat(v.firstDifference().step()).isEqualTo(3);
    }

    @Test
    void theDigestChangesWithTheBattle() {
        List<EncounterEvent> stored = battle();
        Verification v = Verifier.verify(stored);
        assertThat(v.digests().get(4)).isNotEqualTo(v.digests().get(3));
        // undo then redo returns to the same battle, so the same digest
        assertThat(v.digests().get(8)).isEqualTo(v.digests().get(6));
    }

    private static int indexOf(List<EncounterEvent> events, Class<?> type) {
        for (int i = 0; i < events.size(); i++) {
            if (type.isInstance(events.get(i))) {
                return i;
            }
        }
        throw new AssertionError("no " + type.getSimpleName());
    }

    static List<EncounterEvent> of(EncounterCommand... commands) {
        return history(commands);
    }
}
