# Tablée: the shell (home, setup, menus, notices).
