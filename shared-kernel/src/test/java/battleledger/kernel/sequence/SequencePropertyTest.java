package battleledger.kernel.sequence;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.dice.KeyedDice;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.state.EncounterState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17: "A 500 from any command is a defect". Battles of fighters and casters with readied actions on every
 * trigger kind (002 › Sequences; 001 › Combat › Actions in Combat › Ready an Action) and a contingency (002 ›
 * Triggers), under both reaction timings, where commands come in random orders: moves in and out of reach
 * (walking, disengaging, climbing, swimming, jumping), attacks, spells and bluffed castings, readied actions declared
 * and passed, actions cancelled (conditions that take an actor out,
 * counterspells, undo, redo, revoked rulings, ended spells). Whatever comes, the decider answers with events or a
 * typed {@link RuleViolation}, nothing else; and what it answered replays: the events fold to the same battle, and
 * each accepted command decided again on the replayed battle causes the same events. The test's choices come from
 * the kernel's own keyed generator ({@link KeyedDice}), keyed by the battle's seed: no {@code Random}.
 */
class SequencePropertyTest {

    private static final EncounterDecider DECIDER = RandomSequenceBattles.DECIDER;

    @Test
    @DisplayName("002 › Sequences: sequences opened from every trigger kind, answered and cancelled in random orders, "
            + "never fail other than by a typed rule violation, and replay to the same battle")
    void randomSequencesNeverCrashAndReplay() {
        int battles = Integer.getInteger("sequence.battles", 120); // more: -Dsequence.battles=1000
        Set<String> setOff = new TreeSet<>();
        int accepted = 0;
        int sequences = 0;
        for (long seed = 1; seed <= battles; seed++) {
            RandomSequenceBattles.Played p = RandomSequenceBattles.battle(seed);
            assertReplays(seed, p);
            setOff.addAll(p.setOff());
            accepted += p.accepted().size();
            sequences += p.sequences();
        }
        assertThat(accepted).as("commands accepted (all answers: %s)", RandomSequenceBattles.TALLY).isGreaterThan(20 * battles);
        assertThat(sequences).as("sequences opened (all answers: %s)", RandomSequenceBattles.TALLY).isGreaterThan(battles / 2);
        assertThat(RandomSequenceBattles.TALLY).as("every command that moves or begins something was accepted at least once")
                .containsKeys("Move", "Disengage", "Traverse", "Attack", "CastSpell", "CastSpell bluff",
                        "DeclareReaction", "PassReaction");
        List<String> kinds = new ArrayList<>(Trigger.POINTS);
        kinds.addAll(Trigger.CONDITIONS);
        assertThat(setOff).as("trigger kinds that set off a readied action or a contingency")
                .containsExactlyInAnyOrderElementsOf(kinds);
    }

    /** The events fold to the battle played, and each accepted command decided again causes the same events. */
    static void assertReplays(long seed, RandomSequenceBattles.Played p) {
        EncounterState replayed = DECIDER.initialState();
        for (RandomSequenceBattles.Accepted a : p.accepted()) {
            List<EncounterEvent> again = DECIDER.decide(replayed, a.submission());
            assertThat(again).as("battle seed %d: %s decided again", seed, a.submission().command())
                    .isEqualTo(a.events());
            for (EncounterEvent e : a.events()) {
                replayed = DECIDER.evolve(replayed, e);
            }
        }
        List<EncounterEvent> all = p.accepted().stream().flatMap(a -> a.events().stream()).toList();
        assertThat(DECIDER.fold(all)).as("battle seed %d folded from its events", seed).isEqualTo(p.end());
        assertThat(replayed).isEqualTo(p.end());
    }
}
