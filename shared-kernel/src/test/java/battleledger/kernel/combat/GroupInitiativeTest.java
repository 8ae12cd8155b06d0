package battleledger.kernel.combat;

import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeShared;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Combat › Initiative: group initiative for identical creatures, as the GM chooses when combat starts. */
class GroupInitiativeTest {

    static Creature goblin(String id) {
        return Creature.named(id).side("goblins").monster().hp(7).sword("1d6");
    }

    @Test
    @DisplayName("001 › Combat › Initiative: \"A group of identical creatures can roll once for the entire group, with each "
            + "member of that group acting at the same time\" — one roll, the members one after another")
    void aGroupOfIdenticalGoblinsRollsOnce() {
        // the dice: the first goblin rolls 20 for the group, Ann the next die (19)
        Scene.of(goblin("g1"), goblin("g2"), goblin("g3"), Creature.named("ann"))
                .whenBeforeCombat("gm", new StartCombat(List.of(), List.of(List.of("g1", "g3", "g2"))))
                .then(events -> {
                    assertThat(all(events, InitiativeRolled.class)).extracting(InitiativeRolled::combatant)
                            .containsExactly("g1", "ann");
                    assertThat(all(events, InitiativeShared.class)).extracting(InitiativeShared::combatant)
                            .containsExactly("g3", "g2");
                    assertThat(first(events, InitiativeOrderSet.class).order())
                            .containsExactly("g1", "g3", "g2", "ann");
                }).thenState(s -> assertThat(s.battle().initiative()).extracting(e -> e.total())
                        .containsExactly(20, 20, 20, 19));
    }

    @Test
    @DisplayName("001 › Combat › Initiative: only identical creatures roll as a group")
    void onlyIdenticalCreaturesFormAGroup() {
        Scene s = Scene.of(goblin("g1"), goblin("g2").hp(9), Creature.named("ann"));
        s.whenBeforeCombat("gm", new StartCombat(List.of(), List.of(List.of("g1", "g2"))))
                .thenRejectedWith("not-identical");
        s.whenBeforeCombat("gm", new StartCombat(List.of(), List.of(List.of("g1"))))
                .thenRejectedWith("invalid-group");
        s.whenBeforeCombat("gm", new StartCombat(List.of(), List.of(List.of("g1", "nobody"))))
                .thenRejectedWith("unknown-combatant");
    }
    @Test
    @DisplayName("001 › Combat › Initiative: \"A group of identical creatures can roll once for the entire group\" — "
            + "as the encounter's choice (groupInitiative): the three goblins roll once though the GM names no group, "
            + "and the different goblin rolls for itself")
    void theEncounterCanChooseGroupInitiative() {
        // the dice: g1 rolls 20 for g1, g2 and g3; Ann 19; the larger goblin 18
        Scene.of(goblin("g1"), Creature.named("ann"), goblin("g2"), goblin("big").hp(12), goblin("g3"))
                .options(o -> o.withGroupInitiative(true))
                .whenBeforeCombat("gm", new StartCombat(List.of(), List.of())).then(events -> {
                    assertThat(first(events, CombatStarted.class).groups()).containsExactly(List.of("g1", "g2", "g3"));
                    assertThat(all(events, InitiativeRolled.class)).extracting(InitiativeRolled::combatant)
                            .containsExactly("g1", "ann", "big");
                    assertThat(all(events, InitiativeShared.class)).extracting(InitiativeShared::combatant)
                            .containsExactly("g2", "g3");
                });
        // without the option each goblin rolls
        Scene.of(goblin("g1"), Creature.named("ann"), goblin("g2"))
                .whenBeforeCombat("gm", new StartCombat(List.of(), List.of()))
                .then(events -> assertThat(all(events, InitiativeShared.class)).isEmpty());
    }
}
