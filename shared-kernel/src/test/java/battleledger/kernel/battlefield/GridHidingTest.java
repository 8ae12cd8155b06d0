package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.RemoveCondition;
import battleledger.kernel.command.SetupCommand.PlaceTerrain;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.StanceEvent.HideResolved;
import battleledger.kernel.event.StanceEvent.Revealed;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.walls;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Exploration › Stealth › Conditions for Stealth, Obscured Areas and Being Detected, on a grid. */
class GridHidingTest {

    /** Ann at (0,0), the orc at (4,0). */
    static Scene annAndTheOrc() {
        return onSquares(Creature.named("ann").dex(16).at(0, 0), Creature.named("orc").side("orcs").at(4, 0));
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Conditions for Stealth: \"You can't simply stand in the middle of an empty, lit room and hope "
            + "to avoid notice\" — in the open the orc notices Ann without a roll")
    void nobodyHidesInTheOpen() {
        annAndTheOrc().when(new Hide("ann", List.of()), 19).then(events -> {
            HideResolved h = first(events, HideResolved.class);
            assertThat(h.hiddenFrom()).isEmpty();
            assertThat(h.observers().get(0).outcome()).isEqualTo("notices (no cover or obscurement)");
            assertThat(h.observers().get(0).dice()).isEmpty();
        });
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Conditions for Stealth: \"the thing must cover at least half your body\" — behind a wall the "
            + "contest is rolled")
    void behindAWallTheContestIsRolled() {
        annAndTheOrc().beforeCombat(walls(at(1, -1), at(1, 0), at(1, 1))).when(new Hide("ann", List.of()), 19, 2)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).containsExactly("orc"));
    }
    @Test
    @DisplayName("001 › Exploration › Stealth: \"If a creature is already aware of you before the contest, you fail "
            + "to hide. If was not aware of you before the contest, you remain hidden in the case of a tie\" — a tie "
            + "hides Ann from the orc still surprised (001 › Combat › Surprise: \"unaware of their opponents\"), not "
            + "from the orc that is aware of her")
    void aTieHidesFromAnUnawareObserverOnly() {
        // Ann's Dexterity check 10 + 3 = 13 against the orc's Wisdom check 13 + 0 = 13
        Scene behindTheWall = annAndTheOrc().beforeCombat(walls(at(1, -1), at(1, 0), at(1, 1)));
        behindTheWall.surprised("orc").when(new Hide("ann", List.of()), 10, 13)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).containsExactly("orc"));
        behindTheWall.when(new Hide("ann", List.of()), 10, 13)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).isEmpty());
    }

    /** Ann hidden from the orc behind the wall at x = 1; the wall runs from y = -1 to y = 1. */
    static Scene annHiddenBehindTheWall() {
        return annAndTheOrc().beforeCombat(walls(at(1, -1), at(1, 0), at(1, 1))).then(new Hide("ann", List.of()), 19, 2)
                .then(new EndTurn("ann"));
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Being Detected: \"If you lose the conditions needed to remain hidden, you "
            + "are automatically spotted\" — the orc walks round the end of the wall and sees Ann plainly")
    void theObserverWalksRoundTheWallAndSpotsTheHider() {
        Scene hidden = annHiddenBehindTheWall();
        assertThat(hidden.state().battle().combatant("ann").stance().hiding().from()).containsExactly("orc");
        hidden.when(new Move("orc", 30, List.of(), List.of(), false, GridScenes.path(4, 1, 4, 2, 3, 3, 2, 3, 1, 3, 0, 3))).then(events -> {
            Revealed seen = first(events, Revealed.class);
            assertThat(seen.combatant()).isEqualTo("ann");
            assertThat(seen.from()).containsExactly("orc");
        }).thenState(s -> assertThat(s.battle().combatant("ann").stance().hiding()).isNull());
        // a step that keeps the wall between them changes nothing
        hidden.when(new Move("orc", 5, List.of(), List.of(), false, GridScenes.path(4, 1)))
                .then(events -> assertThat(none(events, Revealed.class)).isTrue());
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Being Detected: \"you are automatically spotted\" — Ann steps out from "
            + "behind the wall into the orc's sight and is no longer hidden from it")
    void theHiderWhoStepsIntoTheOpenIsSpotted() {
        Scene s = annAndTheOrc().beforeCombat(walls(at(1, -1), at(1, 0), at(1, 1))).then(new Hide("ann", List.of()), 19, 2);
        s.when(new Move("ann", 20, List.of(), List.of(), false, GridScenes.path(0, 1, 0, 2, 1, 2, 2, 2)))
                .then(events -> assertThat(first(events, Revealed.class).from()).containsExactly("orc"))
                .thenState(st -> assertThat(st.battle().combatant("ann").stance().hiding()).isNull());
    }
    @Test
    @DisplayName("001 › Exploration › Stealth › Being Detected: \"If you lose the conditions needed to remain hidden, you "
            + "are automatically spotted\" — Ann hid in the open while invisible; when her invisibility ends, the orc "
            + "sees her")
    void aHiderWhoseInvisibilityEndsIsSpotted() {
        Scene hidden = annAndTheOrc().then(new ApplyCondition("ann", Condition.INVISIBLE, null))
                .then(new Hide("ann", List.of()), 19, 2);
        assertThat(hidden.state().battle().combatant("ann").stance().hiding().from()).containsExactly("orc");
        hidden.when(new RemoveCondition("ann", Condition.INVISIBLE)).then(events ->
                assertThat(first(events, Revealed.class).from()).containsExactly("orc"))
                .thenState(s -> assertThat(s.battle().combatant("ann").stance().hiding()).isNull());
    }

    /** Ann at (0,0) stands in a heavily obscured patch of fog, (0,0) to (1,1); the orc at (4,0) in the open. */
    static Scene annInTheFog() {
        return annAndTheOrc().beforeCombat(new PlaceTerrain(List.of(), List.of(),
                List.of(at(0, 0), at(1, 0), at(0, 1), at(1, 1))));
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Obscured Areas: \"An environmental phenomenon that heavily obscures you can "
            + "also provide a means to hide\" — in the fog Ann's contest is rolled, with no wall between; walking out of "
            + "it she is spotted")
    void aHeavilyObscuredAreaIsAMeansToHide() {
        Scene hidden = annInTheFog().then(new Hide("ann", List.of()), 19, 2);
        assertThat(hidden.state().battle().combatant("ann").stance().hiding().from()).containsExactly("orc");
        hidden.when(new Move("ann", 5, List.of(), List.of(), false, GridScenes.path(1, 0)))
                .then(events -> assertThat(none(events, Revealed.class)).isTrue());
        hidden.when(new Move("ann", 10, List.of(), List.of(), false, GridScenes.path(1, 0, 2, 0)))
                .then(events -> assertThat(first(events, Revealed.class).from()).containsExactly("orc"));
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Attacking an Unseen Target: \"lurking in darkness ... When you attack a "
            + "target that you can't see, you have disadvantage\" — the orc's arrow at Ann in the fog; a spell cannot "
            + "target her there (001 › Magic › Targets)")
    void aCreatureInTheFogIsAnUnseenTarget() {
        Scene fog = onSquares(Creature.named("orc").side("orcs").bow("1d6").wizard(5, "magic-missile").at(4, 0),
                Creature.named("ann").dex(16).at(0, 0)).beforeCombat(new PlaceTerrain(List.of(), List.of(),
                List.of(at(0, 0))));
        fog.when(new Attack("orc", "ann", "bow", null, false, null), 10, 10, 1).then(events ->
                assertThat(first(events, AttackRolled.class).roll().disadvantage()).contains("unseen target"));
        fog.when(CastSpell.at("orc", "magic-missile", List.of("ann"))).thenRejectedWith("cannot-see-target");
    }
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(value = battleledger.kernel.model.EncounterOptions.GridKind.class,
            names = {"SQUARES", "HEXES"})
    @DisplayName("001 › Exploration › Stealth › Conditions for Stealth, on squares and on hexes: in the open the orc "
            + "notices Ann without a roll; behind a wall, or in the fog, the contest is rolled")
    void hidingNeedsConcealmentOnEitherGrid(battleledger.kernel.model.EncounterOptions.GridKind grid) {
        java.util.function.Supplier<Scene> field = () -> Scene.of(Creature.named("ann").dex(16).at(0, 0),
                Creature.named("orc").side("orcs").at(4, 0)).options(o -> o.withGrid(grid,
                battleledger.kernel.model.EncounterOptions.AreaMethod.DMG, false));
        field.get().when(new Hide("ann", List.of()), 19)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).isEmpty());
        field.get().beforeCombat(walls(at(2, -2), at(2, -1), at(2, 0), at(2, 1), at(2, 2)))
                .when(new Hide("ann", List.of()), 19, 2)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).containsExactly("orc"));
        field.get().beforeCombat(new PlaceTerrain(List.of(), List.of(), List.of(at(0, 0))))
                .when(new Hide("ann", List.of()), 19, 2)
                .then(events -> assertThat(first(events, HideResolved.class).hiddenFrom()).containsExactly("orc"));
    }
}
