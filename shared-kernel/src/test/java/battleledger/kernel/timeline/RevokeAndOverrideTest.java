package battleledger.kernel.timeline;

import battleledger.kernel.audit.StepView;
import battleledger.kernel.audit.TimelineView;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.TimelineEvent.Dropped;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.Fixtures.add;
import static battleledger.kernel.support.Fixtures.creature;
import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static battleledger.kernel.support.Fixtures.scripted;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/** DESIGN.md › Undo, redo, revoke: a GM's ruling (an overridden roll) and taking it back. */
class RevokeAndOverrideTest {

    private static final List<EncounterCommand> SETUP = List.of(encounter(scripted(18, 11, 3)),
            add(creature("ann", "party", 10)), add(creature("bob", "party", 10)), add(creature("cal", "orcs", 10)),
            new StartCombat(List.of()));

    private static GivenWhenThen after(EncounterCommand... more) {
        List<EncounterCommand> all = new ArrayList<>(SETUP);
        all.addAll(List.of(more));
        return given(history(all.toArray(EncounterCommand[]::new)));
    }

    @Test
    @DisplayName("DESIGN › Kinds of events › ruling: an overridden roll decides its step again with the ruled dice")
    void overridingAnInitiativeRollReordersTheBattle() {
        // cal rolled 3; the GM rules it was a 20: combat is decided again, cal first
        after().when(new OverrideRoll(5, 2, List.of(20)))
                .then(events -> {
                    RollOverridden ruling = (RollOverridden) events.get(0);
                    assertThat(ruling.targetStep()).isEqualTo(5);
                    assertThat(ruling.firstDie()).isEqualTo(2);
                    assertThat(ruling.redecided()).containsExactly(5);
                    assertThat(ruling.dropped()).isEmpty();
                })
                .thenState(s -> {
                    assertThat(s.battle().order()).containsExactly("cal", "ann", "bob");
                    assertThat(s.battle().turn()).isEqualTo("cal");
                    // the other dice are the very same: ann 18, bob 11
                    assertThat(s.battle().initiative().get(1).roll()).isEqualTo(18);
                    assertThat(s.battle().initiative().get(2).roll()).isEqualTo(11);
                    // dice re-read for the re-decision are not new script values
                    assertThat(s.timeline().scriptCursor()).isEqualTo(3);
                });
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke › RevokeRuling: revoking a ruling ten steps back re-decides, keeps rolls, drops the illegal")
    void revokingARulingTenStepsBackRedecidesTheLaterIntentsAndDropsTheIllegalOne() {
        // step 6: cal's 3 is ruled a 20 (order cal, ann, bob); steps 7-16 end ten turns in that order
        List<EncounterCommand> turns = new ArrayList<>();
        turns.add(new OverrideRoll(5, 2, List.of(20)));
        String[] order = {"cal", "ann", "bob"};
        for (int i = 0; i < 10; i++) {
            turns.add(new EndTurn(order[i % 3]));
        }
        GivenWhenThen tenLater = after(turns.toArray(EncounterCommand[]::new));
        assertThat(tenLater.state().battle().round()).isEqualTo(4);

        tenLater.when(new RevokeRuling(6))
                .then(events -> {
                    RulingRevoked revoked = (RulingRevoked) events.get(0);
                    assertThat(revoked.step()).isEqualTo(17);
                    assertThat(revoked.revokedStep()).isEqualTo(6);
                    // back in the order ann, bob, cal: cal's first EndTurn (step 7) is now out of turn
                    assertThat(revoked.dropped()).containsExactly(new Dropped(7, "not-your-turn",
                            "it is ann's turn, not cal's"));
                    // cal's turns (8, 11, 14) end the same as before; the others are recorded again (issue 16)
                    assertThat(revoked.redecided()).containsExactly(5, 9, 10, 12, 13, 15, 16);
                    assertThat(events).filteredOn(StepsKept.class::isInstance).containsExactly(
                            new StepsKept(17, 8, 8), new StepsKept(17, 11, 11), new StepsKept(17, 14, 14));
                    // the initiative dice decided again are the very same dice
                    assertThat(initiativeDice(events)).containsExactly(18, 11, 3);
                })
                .thenState(s -> {
                    assertThat(s.battle().order()).containsExactly("ann", "bob", "cal");
                    assertThat(s.battle().round()).isEqualTo(4);
                    assertThat(s.battle().turn()).isEqualTo("ann");
                    assertThat(s.history().positionOf(6)).isEqualTo(-1);
                    List<StepView> view = TimelineView.of(s);
                    assertThat(view.get(5).status()).isEqualTo("revoked");
                    assertThat(view.get(6).status()).isEqualTo("dropped");
                    assertThat(view.get(6).reason()).startsWith("not-your-turn");
                    assertThat(view.get(7).status()).isEqualTo("active");
                    assertThat(view.get(7).inEffect()).isTrue();
                    assertThat(view.get(8).status()).isEqualTo("redecided");
                    assertThat(view.get(8).redecidedIn()).isEqualTo(17);
                    assertThat(view.get(16).status()).isEqualTo("active");
                    assertThat(view.get(16).kind()).isEqualTo("timeline");
                });
    }

    @Test
    void revokingOneOfTwoOverridesKeepsTheOtherInEffect() {
        // 6: cal's 3 → 20 (cal, ann, bob); 7: cal ends; 8: bob's 11 → 19 (cal, bob, ann; 7 decided again);
        // 9: bob ends. Revoking 6 leaves bob's 19: bob, ann, cal. cal's EndTurn (7) is dropped, bob's (9) stays.
        after(new OverrideRoll(5, 2, List.of(20)), new EndTurn("cal"), new OverrideRoll(5, 1, List.of(19)),
                new EndTurn("bob"))
                .when(new RevokeRuling(6))
                .then(events -> {
                    RulingRevoked revoked = (RulingRevoked) events.get(0);
                    assertThat(revoked.redecided()).containsExactly(5);
                    // bob's EndTurn comes out the same: kept, not recorded again (issue 16)
                    assertThat(events).contains(new StepsKept(10, 9, 9));
                    assertThat(revoked.dropped()).extracting(Dropped::step).containsExactly(7);
                })
                .thenState(s -> {
                    assertThat(s.battle().order()).containsExactly("bob", "ann", "cal");
                    assertThat(s.battle().turn()).isEqualTo("ann");
                    assertThat(s.history().positionOf(8)).isGreaterThan(0);
                });
    }

    @Test
    void undoingARevokeRestoresTheRulingAndRedoBringsTheRevokeBack() {
        GivenWhenThen ruled = after(new OverrideRoll(5, 2, List.of(20)), new EndTurn("cal"));
        var beforeRevoke = ruled.state();
        var revoked = ruled.when(new RevokeRuling(6)).andThen();
        var afterRevoke = revoked.state();
        var undone = revoked.when(new Undo()).andThen();
        assertThat(undone.state().battle()).isEqualTo(beforeRevoke.battle());
        undone.when(new Redo()).thenState(s -> assertThat(s.battle()).isEqualTo(afterRevoke.battle()));
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke › RevokeRuling: revoking an override brings back the steps it dropped")
    void revokingAnOverrideBringsBackTheStepsItDroppedAsUndoingItWould() {
        // 6, 7: ann and bob end their turns (order ann, bob, cal); 8: cal's 3 is ruled a 20, cal acts first, and
        // both EndTurns are dropped as out of turn. Revoking 8 rewinds to before it, where ann and bob had ended them
        GivenWhenThen ruled = after(new EndTurn("ann"), new EndTurn("bob"), new OverrideRoll(5, 2, List.of(20)));
        RollOverridden ruling = (RollOverridden) ruled.state().timeline().step(8).events().get(0);
        assertThat(ruling.dropped()).extracting(Dropped::step).containsExactly(6, 7);
        var beforeRuling = after(new EndTurn("ann"), new EndTurn("bob")).state();
        var undone = ruled.when(new Undo()).andThen().state();

        var revoked = ruled.when(new RevokeRuling(8))
                .then(events -> {
                    RulingRevoked header = (RulingRevoked) events.get(0);
                    assertThat(header.dropped()).isEmpty();
                    assertThat(header.redecided()).containsExactly(5, 6, 7);
                })
                .thenState(s -> {
                    assertThat(s.battle()).isEqualTo(beforeRuling.battle()).isEqualTo(undone.battle());
                    assertThat(s.battle().turn()).isEqualTo("cal");
                    List<StepView> view = TimelineView.of(s);
                    assertThat(view.get(5).status()).isEqualTo("redecided");
                    assertThat(view.get(6).status()).isEqualTo("redecided");
                    assertThat(view.get(6).inEffect()).isTrue();
                    assertThat(view.get(7).status()).isEqualTo("revoked");
                })
                .andThen();
        assertThat(battleledger.kernel.audit.Verifier.verify(revoked.history()).verified()).isTrue();
        revoked.when(new EndTurn("cal")).thenState(s -> assertThat(s.battle().turn()).isEqualTo("ann"));
    }

    @Test
    void onlyRulingsInEffectCanBeRevoked() {
        after(new EndTurn("ann")).when(new RevokeRuling(6)).thenRejectedWith("not-a-ruling");
        after(new EndTurn("ann")).when(new RevokeRuling(42)).thenRejectedWith("unknown-step");
        after(new OverrideRoll(5, 2, List.of(20))).when("ann", new RevokeRuling(6)).thenRejectedWith("gm-only");
    }

    @Test
    void anOverrideMustFitTheRollItReplaces() {
        after().when(new OverrideRoll(5, 3, List.of(20))).thenRejectedWith("unknown-roll");
        after().when(new OverrideRoll(5, 0, List.of(20, 1))).thenRejectedWith("override-dice-mismatch");
        after().when(new OverrideRoll(5, 0, List.of(21))).thenRejectedWith("override-out-of-range");
        after().when(new OverrideRoll(4, 0, List.of(2))).thenRejectedWith("unknown-roll");
        after().when(new OverrideRoll(99, 0, List.of(2))).thenRejectedWith("unknown-step");
        after().when("ann", new OverrideRoll(5, 0, List.of(2))).thenRejectedWith("gm-only");
    }

    @Test
    void anOverrideNamingTheStepOfARevokeIsToldWhichStepsRollsItReads() {
        // step 7 revokes 6 and decides step 5 again: /rolls reads the initiative rolls in step 7, entry 5
        var refused = after(new OverrideRoll(5, 2, List.of(20))).when(new RevokeRuling(6)).andThen()
                .when(new OverrideRoll(7, 0, List.of(5)))
                .thenRejectedWith("unknown-step");
        assertThat(refused.detail()).contains("RevokeRuling").contains("command of step 5").contains("entry");
    }

    @Test
    void withEngineDiceEveryRollTheRulingDidNotTouchIsDecidedAgainIdentically() {
        EncounterOptions engine = EncounterOptions.defaults();
        var g = given(history(encounter(engine), add(creature("ann", "party", 10)),
                add(creature("bob", "party", 10)), add(creature("cal", "orcs", 10)), new StartCombat(List.of())));
        List<Integer> original = initiativeDice(g.history());
        g.when(new OverrideRoll(5, 1, List.of(original.get(1) == 20 ? 1 : 20)))
                .then(events -> {
                    List<Integer> again = initiativeDice(events);
                    assertThat(again.get(0)).isEqualTo(original.get(0));
                    assertThat(again.get(2)).isEqualTo(original.get(2));
                    assertThat(again.get(1)).isNotEqualTo(original.get(1));
                });
    }

    static List<Integer> initiativeDice(List<EncounterEvent> events) {
        List<Integer> dice = new ArrayList<>();
        for (EncounterEvent e : events) {
            if (e instanceof InitiativeRolled r) {
                Roll roll = r.roll();
                dice.addAll(roll.dice());
            }
        }
        return dice;
    }
}
