package battleledger.kernel.gm;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.RulingCommand.CallForContest;
import battleledger.kernel.command.RulingCommand.CallForSave;
import battleledger.kernel.command.RulingCommand.GrantAdvantage;
import battleledger.kernel.command.RulingCommand.RuleSight;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.PlaceTerrain;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.Situation;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;

/**
 * Guards of the GM's rulings and of the setup that no test asked before GUARDS.md listed them (issue 10, item 2:
 * guards are named policies that can be listed). Most are plain input validation and cite no rule.
 */
class RulingGuardsTest {

    static Scene annAndTheOrc() {
        return Scene.of(Creature.named("ann").hp(30).sword("1d8"), Creature.named("orc").side("orcs").sword("1d6"));
    }

    static Scene onSquares() {
        return Scene.of(Creature.named("ann").hp(30).sword("1d8").at(0, 0),
                Creature.named("orc").side("orcs").sword("1d6").at(1, 0)).options(o -> o.withGrid(EncounterOptions.GridKind.SQUARES,
                EncounterOptions.AreaMethod.DMG, false));
    }

    @Test
    @DisplayName("001 › Basic Rules › Advantage and Disadvantage: advantage is granted on an attack, a check or a save")
    void advantageOnAnUnknownKindOfRollIsRefused() {
        annAndTheOrc().when(new GrantAdvantage("ann", "luck", true, "a hunch")).thenRejectedWith("invalid-roll-kind");
    }

    @Test
    @DisplayName("001 › Basic Rules › Contests: a contest pits two creatures, not one against itself")
    void aContestOfACreatureWithItselfIsRefused() {
        annAndTheOrc().when(new CallForContest("ann", "str", "ann", "str", "arm wrestling"))
                .thenRejectedWith("invalid-contest");
    }

    @Test
    @DisplayName("001 › Basic Rules › Saving Throws: a save is made with one of the six abilities")
    void aSaveWithNoAbilityIsRefused() {
        annAndTheOrc().when(new CallForSave("ann", "luck", 10, null)).thenRejectedWith("invalid-ability");
    }

    @Test
    @DisplayName("003 › Cover: sight is ruled between two different creatures, with a cover")
    void aSightRulingNeedsTwoCreaturesAndACover() {
        onSquares().when(new RuleSight("ann", "ann", Situation.Cover.HALF, false, null))
                .thenRejectedWith("invalid-target");
        onSquares().when(new RuleSight("ann", "orc", null, false, null)).thenRejectedWith("missing-cover");
    }

    @Test
    @DisplayName("001 › Combat › Surprise: a creature is named surprised once")
    void aCreatureNamedSurprisedTwiceIsRefused() {
        annAndTheOrc().whenBeforeCombat("gm", new StartCombat(List.of("orc", "orc"), List.of()))
                .thenRejectedWith("duplicate-id");
    }

    @Test
    void aStatBlockWithTwoAttacksOfOneNameIsRefused() {
        given(Fixtures.history(Fixtures.encounter(EncounterOptions.defaults())))
                .when(new AddCombatant(Creature.named("ann").sword("1d8").sword("1d6").build()))
                .thenRejectedWith("duplicate-attack");
    }

    @Test
    void theTwoHundredAndFirstCombatantIsRefused() {
        List<EncounterCommand> setup = new ArrayList<>(List.of(Fixtures.encounter(EncounterOptions.defaults())));
        for (int i = 0; i < 200; i++) {
            setup.add(new AddCombatant(Creature.named("kobold-" + i).side("kobolds").build()));
        }
        given(Fixtures.history(setup.toArray(EncounterCommand[]::new)))
                .when(new AddCombatant(Creature.named("ann").build())).thenRejectedWith("too-many-combatants");
    }

    @Test
    void noCommandIsRefused() {
        given(Fixtures.history(Fixtures.encounter(EncounterOptions.defaults()))).when((EncounterCommand) null)
                .thenRejectedWith("missing-command");
    }

    @Test
    void oneCommandLaysOutAtMostTenThousandCells() {
        List<Position> walls = new ArrayList<>();
        for (int i = 0; i <= 10_000; i++) {
            walls.add(new Position(i % 200, i / 200));
        }
        onSquares().whenBeforeCombat("gm", new PlaceTerrain(walls, List.of())).thenRejectedWith("too-much-terrain");
    }
}
