package battleledger.kernel.gm;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CoupDeGrace;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Creature;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * DESIGN.md › Undo, redo, revoke, with a forward ruling: the GM rules the orc unconscious, ann takes a coup de grace
 * and bob attacks the goblin; the GM takes the ruling back.
 */
class ConditionRulingRevokedTest {

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke › RevokeRuling: a revoked condition drops the coup de grace it allowed and keeps the "
            + "goblin fight's dice")
    void revokingAConditionRulingRedecidesWhatFollowed() {
        List<EncounterCommand> commands = new ArrayList<>(List.of(
                encounter(EncounterOptions.defaults()),
                new AddCombatant(Creature.named("ann").dex(20).str(16).sword("1d8").build()),
                new AddCombatant(Creature.named("bob").dex(14).str(14).sword("1d6").build()),
                new AddCombatant(Creature.named("orc").side("orcs").dex(3).hp(40).ac(8).monster().build()),
                new AddCombatant(Creature.named("gob").side("orcs").dex(1).hp(40).ac(12).monster().build()),
                new StartCombat(List.of())));
        EncounterState started = new battleledger.kernel.decider.EncounterDecider().fold(history(
                commands.toArray(EncounterCommand[]::new)));
        List<String> order = started.battle().order();
        assertThat(order.subList(0, 2)).containsExactlyInAnyOrder("ann", "bob"); // the orcs are slow
        commands.add(new ApplyCondition("orc", Condition.UNCONSCIOUS, null)); // step 7: the ruling
        for (String actor : order.subList(0, 2)) {
            if (actor.equals("ann")) {
                commands.addAll(List.of(new Move("ann", 5, List.of(), List.of("orc"), false),
                        new CoupDeGrace("ann", "orc", "sword"), new EndTurn("ann")));
            } else {
                commands.addAll(List.of(new Move("bob", 5, List.of(), List.of("gob"), false),
                        new Attack("bob", "gob", "sword", null, false, null), new EndTurn("bob")));
            }
        }
        int coupDeGrace = 1 + commands.indexOf(new CoupDeGrace("ann", "orc", "sword"));
        List<EncounterEvent> before = history(commands.toArray(EncounterCommand[]::new));
        AttackRolled bobBefore = bobsAttack(before);

        given(before).when(new RevokeRuling(7)).then(events -> {
            RulingRevoked revoked = (RulingRevoked) events.get(0);
            assertThat(revoked.dropped()).hasSize(1);
            assertThat(revoked.dropped().get(0).step()).isEqualTo(coupDeGrace);
            assertThat(revoked.dropped().get(0).code()).isEqualTo("not-unconscious");
            assertThat(revoked.redecided()).doesNotContain(coupDeGrace);
            // bob's attack on the goblin had nothing to do with the ruling: decided again, it comes out the same, so
            // it is kept rather than recorded again (issue 16)
            assertThat(events).noneMatch(e -> e instanceof AttackRolled a && a.attacker().equals("bob"));
            assertThat(events).anyMatch(e -> e instanceof StepsKept k && k.from() <= bobBefore.step()
                    && bobBefore.step() <= k.to());
        }).thenState(s -> {
            // the very same roll, in effect
            assertThat(bobsAttack(s.history().entry(bobBefore.step()).events()).roll()).isEqualTo(bobBefore.roll());
            assertThat(s.battle().combatant("orc").has(Condition.UNCONSCIOUS)).isFalse();
            assertThat(s.battle().combatant("orc").hp()).isEqualTo(40);
        });
    }

    private static AttackRolled bobsAttack(List<EncounterEvent> events) {
        AttackRolled last = null;
        for (EncounterEvent e : events) {
            if (e instanceof AttackRolled a && a.attacker().equals("bob")) {
                last = a;
            }
        }
        assertThat(last).isNotNull();
        return last;
    }
}
