package battleledger.kernel.timeline;

import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.event.TimelineEvent.StepRedecided;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.Fixtures.add;
import static battleledger.kernel.support.Fixtures.creature;
import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 16, item 8 (DESIGN › Undo, redo, revoke): a revision costs what it changes. Commands decided again that come
 * out the same are kept as one {@link StepsKept} event per run, not recorded again; the battle they give is the same.
 */
public class RevisionCostTest {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    /** The load driver's deep battle: three fighters, a check the GM calls at step 6, then {@code turns} turns. */
    public static List<EncounterEvent> battle(int turns) {
        List<EncounterCommand> commands = new ArrayList<>(List.of(encounter(EncounterOptions.defaults()),
                add(creature("ann", "party", 10)), add(creature("bob", "party", 12)), add(creature("cal", "orcs", 14)),
                new StartCombat(List.of()), new CallForCheck("ann", "str", 10, "bench", false, null)));
        List<String> order = DECIDER.fold(history(commands.toArray(EncounterCommand[]::new))).battle().order();
        for (int i = 0; i < turns; i++) {
            commands.add(new EndTurn(order.get(i % order.size())));
        }
        return history(commands.toArray(EncounterCommand[]::new));
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: overriding a check deep in a battle records the check again and one event for every later step")
    void overridingAnEarlyCheckRecordsTheCheckAndOneEventForTheStepsThatCameOutTheSame() {
        for (int turns : new int[]{30, 150}) {
            GivenWhenThen g = given(battle(turns));
            int last = g.state().timeline().lastStep();
            g.when(new OverrideRoll(6, 0, List.of(20))).then(events -> {
                // the ruling, the check decided again (marker, called, rolled), and the 30 or 150 turns kept as one
                assertThat(events).hasSize(5);
                assertThat(events.get(0)).isInstanceOf(RollOverridden.class);
                assertThat(((RollOverridden) events.get(0)).redecided()).containsExactly(6);
                assertThat(events.get(1)).isEqualTo(new StepRedecided(last + 1, 6));
                assertThat(events.get(4)).isEqualTo(new StepsKept(last + 1, 7, last));
            }).thenState(s -> {
                assertThat(s.history().entries()).extracting(Entry::origin).contains(7, last);
                assertThat(s.history().entry(last).decidedIn()).isEqualTo(last);
            });
        }
    }

    @Test
    void aRevisionThatChangesTheTurnOrderRecordsOnlyTheTurnsThatCameOutDifferently() {
        // the initiative roll of cal (step 5) overridden to a 20, then revoked: every turn is decided again
        List<EncounterEvent> ruled = new ArrayList<>(battle(0));
        GivenWhenThen g = given(ruled).when(new OverrideRoll(5, 2, List.of(20))).andThen();
        List<String> order = g.state().battle().order();
        List<EncounterEvent> stream = new ArrayList<>(g.history());
        for (int i = 0; i < 12; i++) {
            stream = given(stream).when(new EndTurn(order.get(i % 3))).andThen().history();
        }
        given(stream).when(new RevokeRuling(7)).then(events -> {
            RulingRevoked revoked = (RulingRevoked) events.get(0);
            List<Integer> kept = new ArrayList<>();
            for (EncounterEvent e : events) {
                if (e instanceof StepsKept k) {
                    for (int s = k.from(); s <= k.to(); s++) {
                        kept.add(s);
                    }
                }
            }
            // every later command is either recorded again, kept, or dropped: none is lost
            List<Integer> all = new ArrayList<>(revoked.redecided());
            all.addAll(kept);
            revoked.dropped().forEach(d -> all.add(d.step()));
            assertThat(all).containsExactlyInAnyOrderElementsOf(range(5, 19, 7));
            assertThat(kept).isNotEmpty();
        });
    }

    @Test
    @DisplayName("DESIGN › Replay and audit: a battle with kept steps verifies, and folds as if they had been recorded again")
    void aBattleWithKeptStepsVerifies() {
        List<EncounterEvent> stream = given(battle(40)).when(new OverrideRoll(6, 0, List.of(20))).andThen().history();
        assertThat(Verifier.verify(stream).verified()).isTrue();
        EncounterState state = DECIDER.fold(stream);
        // the same battle as a fold of every command in effect, in order
        assertThat(state.battle()).isEqualTo(state.history().fold());
    }

    private static List<Integer> range(int from, int to, int except) {
        List<Integer> out = new ArrayList<>();
        for (int s = from; s <= to; s++) {
            if (s != except) {
                out.add(s);
            }
        }
        return out;
    }
}
